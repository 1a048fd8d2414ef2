import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openVisualizer, stageData, stageNumber, waitForStatus } from './support/visualizer';

const browser = useBrowser();

/** What the page's React commits rendered while the log was recording. */
interface RenderLog {
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
function installRenderLog(): void {
  const log: RenderLog = { recording: false, commits: 0, styled: [] };
  const lastProps = new WeakMap<object, unknown>();
  interface Fiber {
    type: unknown;
    memoizedProps: Record<string, unknown> | null;
    alternate: Fiber | null;
    child: Fiber | null;
    sibling: Fiber | null;
  }
  const describe = (fiber: Fiber) => {
    const base = (fiber.type as { __emotion_base?: unknown }).__emotion_base;
    const props = fiber.memoizedProps ?? {};
    const tag = typeof base === 'string' ? base : 'component';
    return `${tag}${props['data-testid'] ? `[data-testid=${props['data-testid']}]` : ''}${props.component ? ` as ${props.component}` : ''}`;
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

const readLog = (page: Page) => page.evaluate(() => (window as unknown as { __renderLog: RenderLog }).__renderLog);

describe("a run's UI ticks (issue 54)", () => {
  it('while a sort plays, the counters, progress and pseudocode variables follow it and no styled element renders again', async () => {
    const page = await browser.newPage();
    await page.addInitScript(installRenderLog);
    // Sixty bars, 20 ms a step: a run of some thirty seconds, long past the window read here.
    const values = Array.from({ length: 60 }, (_, i) => (i * 37) % 61).join(',');
    await openVisualizer(page, browser.baseUrl, '/sortvisualizer/bubblesort', { values, speed: -20 });
    await page.getByRole('button', { name: 'Play' }).click();
    await waitForStatus(page, 'running');
    // Past the commits of the run's start (buttons disabling, the stage's status), which restyle on purpose.
    await page.waitForTimeout(1000);
    const progress = page.getByRole('slider', { name: 'Progress' });
    const before = {
      words: await progress.getAttribute('aria-valuetext'),
      comparisons: await page.getByTestId('counter-comparisons').textContent(),
      variables: await page.getByTestId('variables').textContent(),
      cursor: await stageNumber(page, 'cursor'),
    };
    await page.evaluate(() => {
      (window as unknown as { __renderLog: RenderLog }).__renderLog.recording = true;
    });
    await page.waitForTimeout(2000);
    const log = await readLog(page);
    expect(await stageData(page, 'status')).toBe('running');
    // The readouts moved with the run: a UI tick (four a second) reached them.
    expect(await stageNumber(page, 'cursor')).toBeGreaterThan(before.cursor);
    expect(await progress.getAttribute('aria-valuetext')).not.toBe(before.words);
    expect(await page.getByTestId('counter-comparisons').textContent()).not.toBe(before.comparisons);
    expect(await page.getByTestId('variables').textContent()).not.toBe(before.variables);
    expect(log.commits).toBeGreaterThanOrEqual(4);
    expect(log.styled).toEqual([]);
    await page.context().close();
  });
});
