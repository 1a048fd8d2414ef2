/**
 * Goal D's rows: an idle page costs nothing. On each page, three states, IDLE_SECONDS each: after
 * a run ended, after a pause mid-run, and hidden while playing (setHidden says how). Counted in the page:
 * `requestAnimationFrame` calls (wrapped); from a trace of the window: the share of the time the
 * renderer main thread was busy. Each row the median of three.
 */
import { loadavg } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import type { FrameTarget } from './frameTarget';
import { IDLE_BUSY_PERCENT } from './goalsAtoF';
import { repeated, type Spread } from './median';
import { openTargetPage } from './site';
import { FASTEST, speeds } from './speeds';
import { frameCategories, recordTrace } from './traceRecord';
import { mainThreadBusy } from './traceSummary';

export type IdleState = 'after a run ended' | 'after a pause' | 'in a hidden tab';

interface IdleRun {
  framesRequested: number;
  busyPercent: number;
}

export interface IdleRow extends IdleRun, Spread<IdleRun> {
  page: string;
  state: IdleState;
  seconds: number;
  cpu: number;
  load: number;
  loadMax: number;
}

export const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
/** A short run, so one ends within a second or two at Fastest. */
const SHORT_RUN = 50;
const DEFAULT_PACE = speeds[1]![1];

/** Starts a run in the state's way, and leaves the page idle in that state. */
async function enter(page: Page, state: IdleState, bars: number): Promise<void> {
  await page.evaluate(
    async ({ state, bars, fastest, slow }) => {
      const target = window.__benchTarget;
      if (!target) throw new Error('no bench target on the page');
      const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
      target.pause();
      target.load(Array.from({ length: state === 'after a run ended' ? 50 : bars }, () => Math.floor(Math.random() * 1000)));
      target.setPace(state === 'after a run ended' ? fastest : slow);
      await sleep(300);
      void target.play();
      if (state === 'after a run ended') {
        const start = performance.now();
        while (!target.finished && performance.now() - start < 30_000) await sleep(50);
        if (!target.finished) throw new Error('a short run did not end within 30 s');
      } else {
        await sleep(1000);
        if (state === 'after a pause') target.pause();
      }
    },
    { state, bars: state === 'after a run ended' ? SHORT_RUN : bars, fastest: FASTEST[1], slow: DEFAULT_PACE },
  );
}

/** Marks the idle window in the page and so in the trace (user timing), so the busy share is read between them. */
const WINDOW_MARKS = ['bench-idle-start', 'bench-idle-end'] as const;
const idleCategories = [...frameCategories, 'blink.user_timing'];

/** Counts rAF requests for `seconds` in the page (the wrapper is removed at the end). */
const countRequests = (page: Page, seconds: number) =>
  page.evaluate(
    async ({ seconds, marks: [start, end] }) => {
      const original = window.requestAnimationFrame;
      let requested = 0;
      window.requestAnimationFrame = (callback) => {
        requested++;
        return original.call(window, callback);
      };
      performance.mark(start);
      await new Promise((r) => setTimeout(r, seconds * 1000));
      performance.mark(end);
      window.requestAnimationFrame = original;
      return requested;
    },
    { seconds, marks: WINDOW_MARKS },
  );

/**
 * Hides the page as a switch to another tab would, as far as the page can tell: Playwright keeps
 * every headless page visible (behind another tab, minimised or not), so `visibilityState` and
 * `hidden` are overridden and `visibilitychange` dispatched. What is measured is the page's own
 * answer to being hidden; a real hidden tab would also stop serving its animation frames.
 */
const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((hidden) => {
    if (hidden) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    } else {
      // The overrides are own properties; removing them shows the prototype's getters again.
      Reflect.deleteProperty(document, 'visibilityState');
      Reflect.deleteProperty(document, 'hidden');
    }
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

async function once(browser: Browser, page: Page, state: IdleState, bars: number): Promise<IdleRun> {
  await enter(page, state, bars);
  const hide = state === 'in a hidden tab';
  try {
    if (hide) await setHidden(page, true);
    const browserSession = await browser.newBrowserCDPSession();
    const { events, result: framesRequested } = await recordTrace(browserSession, idleCategories, () => countRequests(page, IDLE_SECONDS));
    await browserSession.detach();
    if (!WINDOW_MARKS.every((mark) => events.some((e) => e.name === mark)))
      throw new Error(`idle ${state}: the trace holds no ${WINDOW_MARKS.join('/')} marks to read the window between`);
    const { busyMs, top } = mainThreadBusy(events, ...WINDOW_MARKS);
    const busyPercent = (busyMs / (IDLE_SECONDS * 1000)) * 100;
    // Where a busy idle page's time goes, for the one who has to find it.
    if (busyPercent >= IDLE_BUSY_PERCENT)
      console.log(`    idle ${state}: ${busyMs.toFixed(0)} ms busy; self time: ${top.map((t) => `${t.name} ${t.ms.toFixed(0)}`).join(', ')}`);
    return { framesRequested, busyPercent };
  } finally {
    if (hide) await setHidden(page, false);
    await page.evaluate(() => window.__benchTarget?.pause());
  }
}

/** Goal D's rows for one page at `cpu`× (4×: what a slow phone pays while the page sits). */
export async function measureIdle(browser: Browser, baseUrl: string, target: FrameTarget, bars: number, cpu: number): Promise<IdleRow[]> {
  const { context, page, cdp } = await openTargetPage(browser, baseUrl, target, `idle ${target.renderer}`);
  const rows: IdleRow[] = [];
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    for (const state of ['after a run ended', 'after a pause', 'in a hidden tab'] as const) {
      let loadMax = loadavg()[0]!;
      const result = await repeated(async () => {
        const run = await once(browser, page, state, bars);
        loadMax = Math.max(loadMax, loadavg()[0]!);
        return run;
      });
      rows.push({ page: target.renderer, state, seconds: IDLE_SECONDS, cpu, load: loadavg()[0]!, loadMax, ...result });
      console.log(
        `  idle ${target.renderer} ${cpu}x, ${state}: ${result.framesRequested} frames requested, busy ${result.busyPercent.toFixed(2)} % (${result.busyPercentSpread.map((p) => p.toFixed(2)).join('–')}); load ≤ ${loadMax.toFixed(1)}`,
      );
    }
  } finally {
    await context.close();
  }
  return rows;
}
