import { loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import type { FrameTarget } from './frameTarget';
import { type Measurement, measure } from './measure';
import { repeated, type Spread } from './median';
import { openTargetPage } from './site';
import type { Speed } from './speeds';
import { frameCategories, recordTrace } from './traceRecord';
import { summariseTrace } from './traceSummary';

/** One run's figures: the page's own, and from a trace of the same window what each frame cost. */
export interface RowRun extends Measurement {
  /** The renderer main thread's busy time per frame (goal A): median and 95th percentile, ms. */
  mainThreadMsMedian: number;
  mainThreadMsP95: number;
  /** The GPU process's main thread, busy per frame (median, ms): compositing, which no page controls. */
  gpuMsMedian: number;
}

/**
 * One row of `rows[]` in bench/results/frames-*.json. Outside tools read `renderer`, `cpu`,
 * `speed` and the plain numbers (`fps`, `longestTaskMs`, `opsPerSecond`: medians of the runs);
 * `<field>Spread` beside each is its [min, max].
 */
export interface FrameRow extends RowRun, Spread<RowRun> {
  renderer: string;
  cpu: number;
  speed: string;
  /** 1-minute load average of the machine when the row was measured (other work lowers frame rates). */
  load: number;
  /** The highest 1-minute load average seen over the row (before it and after each run): above MAX_LOAD, no verdict. */
  loadMax: number;
  /** fps ÷ the same run's `webgl-clear` fps at the same throttle (the machine's ceiling), and ÷ the DOM baseline's (ratios.ts). */
  fpsToClear?: number;
  fpsToDom?: number;
}

/** Opens a target's page once and measures each of its rows: the median of three runs, then of three traced runs. */
export async function measureTarget(
  browser: Browser,
  baseUrl: string,
  target: FrameTarget,
  all: Speed[],
  seconds: number,
  bars: number,
): Promise<FrameRow[]> {
  const { renderer } = target;
  const { context, page, cdp } = await openTargetPage(browser, baseUrl, target);
  const rows: FrameRow[] = [];
  try {
    const browserSession = await browser.newBrowserCDPSession();
    for (const cpu of target.cpus) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      for (const [label, pace] of target.speeds(all)) {
        let loadMax = loadavg()[0]!;
        const noteLoad = () => {
          loadMax = Math.max(loadMax, loadavg()[0]!);
        };
        // The page's own figures from runs with no trace: recording one costs the page's main
        // thread time for every event it writes, most on DOM stages (a style, layout and paint
        // event per change), and lowered their fps by up to a third. The time per frame then
        // comes from traced runs of the same row right after.
        const plain = await repeated(async () => {
          const run = await measure(page, pace, seconds, bars);
          noteLoad();
          return run;
        });
        const traced = await repeated(async () => {
          let events: Awaited<ReturnType<typeof recordTrace>>['events'] = [];
          const run = await measure(page, pace, seconds, bars, async (window) => {
            const recorded = await recordTrace(browserSession, frameCategories, window);
            events = recorded.events;
            return recorded.result;
          });
          noteLoad();
          const { pageMain, gpu } = summariseTrace(events, run.frames);
          return { mainThreadMsMedian: pageMain.medianMs, mainThreadMsP95: pageMain.p95Ms, gpuMsMedian: gpu.medianMs };
        });
        const result = { ...plain, ...traced };
        const speed = target.label?.(label) ?? label;
        rows.push({ renderer, cpu, speed, load: loadavg()[0]!, loadMax, ...result });
        const [low, high] = result.fpsSpread;
        console.log(
          `  ${renderer} ${cpu}x ${speed}: ${result.fps.toFixed(1)} fps (${low.toFixed(1)}–${high.toFixed(1)}), main thread ${result.mainThreadMsMedian.toFixed(1)} ms a frame (p95 ${result.mainThreadMsP95.toFixed(1)}), GPU ${result.gpuMsMedian.toFixed(1)} ms, longest task ${result.longestTaskMs.toFixed(0)} ms, around reloads ${result.longestReloadTaskMs.toFixed(0)} ms; load ≤ ${loadMax.toFixed(1)}`,
        );
      }
    }
    await browserSession.detach();
  } finally {
    await context.close();
  }
  return rows;
}
