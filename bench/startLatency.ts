import { loadavg } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { MAX_RANGE, MAX_VALUE } from '../workers/sort/sortLimits';
import { type SortAlgorithm, sortAlgorithms } from '../workers/sort/sortTypes';
import { repeated, type Spread } from './median';
import { newBenchContext } from './site';
import { sortPagePath, waitForSortPage } from './sortTarget';

/** Start latency of one sort (goal 4): median of three, with its spread. */
export interface StartLatencyRow extends Spread<{ ms: number }> {
  algorithm: string;
  cpu: number;
  bars: number;
  /** Play → end of the first animation frame that applied an operation, in ms (median). */
  ms: number;
  load: number;
  /**
   * Set when a run saw no frame change within the timeout: what the page's engine was doing then.
   * `ms` is the timeout (a lower bound), whatever the other runs read, so goal 4 says MISS.
   */
  stalled?: string;
}

const TIMEOUT_MS = 20_000;

/**
 * Counting sort's values must fit its range (at most MAX_RANGE); the page opens it at that
 * range (routeOf), or its URL state would replace the loaded values with in-range ones.
 */
const maxValueOf = (algorithm: SortAlgorithm) => (algorithm === 'countingsort' ? MAX_RANGE - 1 : MAX_VALUE);
const routeOf = (algorithm: SortAlgorithm) => `#${sortPagePath(algorithm).split('#')[1]}${algorithm === 'countingsort' ? `?range=${MAX_RANGE}` : ''}`;

/**
 * One measurement, in the page: new values are loaded and Play pressed at once (what Shuffle
 * then Play, or Play after a finished run, does), at Fastest so the first frame with operations
 * ready applies them. Every animation-frame callback is wrapped, so the time is taken right
 * after the player's own frame that moved the cursor (and drew), not a frame later.
 */
async function once(page: Page, algorithm: SortAlgorithm, bars: number): Promise<{ ms: number }> {
  const maxValue = maxValueOf(algorithm);
  const { ms, stalled } = await page.evaluate(
    async ({ algorithm, bars, maxValue, timeout }) => {
      const session = window.__visualizerSession;
      if (!session) throw new Error('sort page did not expose its session');
      const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
      // A page at rest: the run of the previous input has started and its prefetch settled.
      while (!session.player.hasSource) await sleep(20);
      await sleep(300);
      const values = Array.from({ length: bars }, () => Math.floor(Math.random() * (maxValue + 1)));
      const original = window.requestAnimationFrame;
      let changedAt = 0;
      let frames = 0;
      window.requestAnimationFrame = (callback) =>
        original.call(window, (time) => {
          frames++;
          callback(time);
          if (!changedAt && session.player.cursor > 0) changedAt = performance.now();
        });
      const start = performance.now();
      let played = 'pending';
      const input = { algorithm, values, seed: 0 };
      try {
        session.load(input as never);
        session.setPace({ delay: 1, fastest: true });
        session.play().then(
          () => (played = 'resolved'),
          (error: unknown) => (played = `rejected: ${error}`),
        );
        while (!changedAt && performance.now() - start < timeout) await sleep(5);
        if (changedAt) return { ms: changedAt - start, stalled: '' };
        // What the engine was doing, so a stall can be understood from the bench's output alone.
        // (A RunSession has these beyond the bench's interface.)
        const player = session.player as typeof session.player & { status?: string; loaded?: number };
        const ui = (session as { store?: { getSnapshot(): { status: string; error: string } } }).store?.getSnapshot();
        // Whether something loaded another input after ours (ours: the object this Play loaded), or
        // the page made another session.
        const shown = (session as { input?: unknown }).input;
        const state = {
          play: played,
          playerStatus: player.status,
          hasSource: player.hasSource,
          received: player.loaded,
          cursor: player.cursor,
          finished: player.finished,
          stageStatus: ui?.status,
          error: ui?.error,
          frames,
          inputReplaced: shown !== input,
          sessionReplaced: window.__visualizerSession !== session,
        };
        return { ms: timeout, stalled: JSON.stringify(state) };
      } finally {
        window.requestAnimationFrame = original;
        session.pause();
      }
    },
    { algorithm, bars, maxValue, timeout: TIMEOUT_MS },
  );
  if (stalled) throw new StalledStart(`${algorithm}: no frame changed within ${TIMEOUT_MS} ms of Play; ${stalled}`);
  return { ms };
}

/** A run whose Play moved nothing within the timeout (reported, and the row fails goal 4). */
class StalledStart extends Error {}

/** Goal 4's rows: every sort of the sort family (workers/sort/sortTypes.ts), at `cpu`× throttling. */
export async function measureStartLatency(browser: Browser, baseUrl: string, bars: number, cpu: number): Promise<StartLatencyRow[]> {
  const context = await newBenchContext(browser);
  const rows: StartLatencyRow[] = [];
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[start-latency] page error: ${error.message}`));
    await page.goto(`${baseUrl}${sortPagePath(sortAlgorithms[0])}`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    for (const algorithm of sortAlgorithms) {
      // Same document, next route: the page makes a new session for the algorithm.
      await page.evaluate((route) => {
        if (window.location.hash.split('?')[0] === route.split('?')[0]) return;
        window.__visualizerSession = undefined;
        window.location.hash = route;
      }, routeOf(algorithm));
      await waitForSortPage(page);
      try {
        const result = await repeated(() => once(page, algorithm, bars));
        rows.push({ algorithm, cpu, bars, load: loadavg()[0]!, ...result });
        const [low, high] = result.msSpread;
        console.log(`  start latency ${algorithm} ${cpu}x: ${result.ms.toFixed(0)} ms (${low.toFixed(0)}–${high.toFixed(0)})`);
      } catch (error) {
        // One stalled Play must not throw away the bench's other rows: it is reported, and this
        // sort's row carries the timeout, so goal 4 reads MISS however the other runs went.
        if (!(error instanceof StalledStart)) throw error;
        console.error(`  start latency STALLED: ${error.message}`);
        rows.push({ algorithm, cpu, bars, load: loadavg()[0]!, ms: TIMEOUT_MS, msSpread: [TIMEOUT_MS, TIMEOUT_MS], stalled: error.message });
      }
    }
  } finally {
    await context.close();
  }
  return rows;
}
