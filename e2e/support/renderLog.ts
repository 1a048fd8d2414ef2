import type { Page } from 'playwright-core';

/** What the page's React commits rendered while the log was recording. */
export interface RenderLog {
  recording: boolean;
  commits: number;
  /** One entry per styled element (an emotion component: MUI's Box, Typography…) that rendered with new props. */
  styled: string[];
}

/**
 * Listens to React's commits the way React DevTools does, through the global hook React DOM
 * calls after every commit (production builds too), and logs each emotion-styled element that
 * rendered again. A styled element that rendered has new props (JSX makes them afresh at each
 * render of its parent); one that did not keeps the same props object, so comparing the props
 * seen at the previous commit tells the two apart.
 */
export function installRenderLog(): void {
  const log: RenderLog = { recording: false, commits: 0, styled: [] };
  const lastProps = new WeakMap<object, unknown>();
  interface Fiber {
    type: unknown;
    memoizedProps: Record<string, unknown> | null;
    alternate: Fiber | null;
    child: Fiber | null;
    sibling: Fiber | null;
  }
  // Names the element by its tag, its test id or the nearest one around it, and its first words (a failure then says which).
  const describe = (fiber: Fiber) => {
    const base = (fiber.type as { __emotion_base?: unknown }).__emotion_base;
    // The first DOM element inside it (emotion renders its style insertion before the element).
    const queue: Fiber[] = [fiber];
    let element: Element | undefined;
    while (!element && queue.length > 0) {
      const next = queue.shift() as Fiber & { stateNode?: unknown };
      if (next.stateNode instanceof Element) element = next.stateNode;
      for (let child = next.child; child; child = child.sibling) queue.push(child);
    }
    // `div [data-testid=x]` is the element x itself; `div in [data-testid=x]` one inside it.
    const own = element?.getAttribute('data-testid');
    const within = element?.parentElement?.closest('[data-testid]')?.getAttribute('data-testid');
    const where = own ? ` [data-testid=${own}]` : within ? ` in [data-testid=${within}]` : '';
    const words = element?.textContent?.trim().slice(0, 40);
    return `${typeof base === 'string' ? base : 'component'}${where}${words ? `: '${words}'` : ''}`;
  };
  const visit = (root: Fiber) => {
    const stack: Fiber[] = [root];
    while (stack.length > 0) {
      const fiber = stack.pop() as Fiber;
      const type = fiber.type as { __emotion_real?: unknown } | null;
      if (type && typeof type === 'object' && '__emotion_real' in type) {
        const before = lastProps.has(fiber) ? lastProps.get(fiber) : fiber.alternate ? lastProps.get(fiber.alternate) : undefined;
        if (log.recording && before !== undefined && before !== fiber.memoizedProps) log.styled.push(describe(fiber));
        lastProps.set(fiber, fiber.memoizedProps);
        if (fiber.alternate) lastProps.set(fiber.alternate, fiber.memoizedProps);
      }
      if (fiber.sibling) stack.push(fiber.sibling);
      if (fiber.child) stack.push(fiber.child);
    }
  };
  (window as unknown as { __renderLog: RenderLog }).__renderLog = log;
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      if (log.recording) log.commits++;
      visit(root.current);
    },
  };
}

export const readRenderLog = (page: Page) => page.evaluate(() => (window as unknown as { __renderLog: RenderLog }).__renderLog);

/** Starts logging: commits before this (a run's start, which restyles on purpose) are not counted. */
export const startRenderLog = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __renderLog: RenderLog }).__renderLog.recording = true;
  });
