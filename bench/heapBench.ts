/**
 * Goal E's rows: no leak. On each page, RUNS runs one after another at Fastest at 1× (memory
 * does not depend on the throttle), the sort page replaying the same 1000 bars, a family page
 * given a new input each time; the JS heap is read after a forced GC after the fifth run and after
 * the last. One pass per page: fifty runs are the repetition.
 */
import { loadavg } from 'node:os';
import type { Browser, CDPSession, Page } from 'playwright-core';
import type { FrameTarget } from './frameTarget';
import { openTargetPage } from './site';
import { FASTEST } from './speeds';

export interface HeapRow {
  page: string;
  /** What one run is: 'replays of a 1000-bar sort' or 'new inputs'. */
  what: string;
  runs: number;
  afterFifthBytes: number;
  afterLastBytes: number;
  load: number;
  loadMax: number;
}

export const HEAP_RUNS = Number(process.env.BENCH_HEAP_RUNS ?? 50);
const RUN_TIMEOUT_MS = 60_000;

/** Plays one run to its end at Fastest: the same values (a replay) or fresh ones (a new input). */
const playToEnd = (page: Page, values: number[]) =>
  page.evaluate(
    async ({ values, pace, timeout }) => {
      const target = window.__benchTarget;
      if (!target) throw new Error('no bench target on the page');
      const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
      target.pause();
      target.load(values);
      target.setPace(pace);
      await sleep(50);
      void target.play();
      const start = performance.now();
      while (!target.finished && performance.now() - start < timeout) await sleep(20);
      if (!target.finished) throw new Error(`a run did not end within ${timeout} ms`);
    },
    { values, pace: FASTEST[1], timeout: RUN_TIMEOUT_MS },
  );

/** The page's JS heap after a forced garbage collection, in bytes. */
async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/** Goal E's row for one page: `replay` plays the same values every run (the sort page), else fresh ones. */
export async function measureHeap(browser: Browser, baseUrl: string, target: FrameTarget, bars: number, replay: boolean): Promise<HeapRow> {
  const { context, page, cdp } = await openTargetPage(browser, baseUrl, target, `heap ${target.renderer}`);
  try {
    await cdp.send('HeapProfiler.enable');
    const fresh = () => Array.from({ length: bars }, () => Math.floor(Math.random() * 1000));
    const same = fresh();
    let loadMax = loadavg()[0]!;
    let afterFifthBytes = 0;
    for (let run = 1; run <= HEAP_RUNS; run++) {
      await playToEnd(page, replay ? same : fresh());
      loadMax = Math.max(loadMax, loadavg()[0]!);
      if (run === 5) afterFifthBytes = await heapAfterGc(cdp);
    }
    const afterLastBytes = await heapAfterGc(cdp);
    const row = {
      page: target.renderer,
      what: replay ? `replays of a ${bars}-bar sort` : 'new inputs',
      runs: HEAP_RUNS,
      afterFifthBytes,
      afterLastBytes,
      load: loadavg()[0]!,
      loadMax,
    };
    console.log(
      `  heap ${row.page}: ${(afterFifthBytes / 1e6).toFixed(2)} MB after the 5th run, ${(afterLastBytes / 1e6).toFixed(2)} MB after the ${HEAP_RUNS}th; load ≤ ${loadMax.toFixed(1)}`,
    );
    return row;
  } finally {
    await context.close();
  }
}
