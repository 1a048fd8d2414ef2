import type { Page } from 'playwright-core';
import type { BenchPace } from './benchTarget';

export interface Measurement {
  frames: number;
  medianMs: number;
  p95Ms: number;
  /** Frames drawn per second over the window (mean rate). */
  fps: number;
  over50: number;
  /** Main-thread tasks over 50 ms during playback (not while reloading after a finished run). */
  longTasks: number;
  longestTaskMs: number;
  /**
   * The longest main-thread task around a finished run's reload: the run's end, and loading the
   * next run's values and starting it (0 when no run ended). A family run at Fastest lasts a few
   * frames, so there this is most of the row's work; the goals read it beside `longestTaskMs`.
   */
  longestReloadTaskMs: number;
  /** Main-thread tasks over 50 ms around reloads: counted, as a window's longest task is one task and may be a rare one. */
  reloadLongTasks: number;
  /** Runs that finished inside the window and were reloaded. */
  restarts: number;
  opsPerSecond: number;
}

/** Wraps the measured window (the frame rows record a trace around it). */
export type AroundWindow = <T>(window: () => Promise<T>) => Promise<T>;

/**
 * Plays the page's bench target for `seconds` at a pace and measures, in the page: frame
 * intervals from its own rAF loop, long tasks (PerformanceObserver), and operations applied.
 * A run that finishes is reloaded with fresh values, in a task of its own (reloadInTask.ts), so
 * the load never stops. Loading and the warm-up are outside `around`, so a trace taken around the
 * window holds steady playback only.
 */
export async function measure(
  page: Page,
  pace: BenchPace,
  seconds: number,
  bars: number,
  around: AroundWindow = (window) => window(),
): Promise<Measurement> {
  await page.evaluate(
    async ({ pace, bars }) => {
      const target = window.__benchTarget;
      if (!target) throw new Error('no bench target on the page');
      target.pause();
      target.load(Array.from({ length: bars }, () => Math.floor(Math.random() * 1000)));
      target.setPace(pace);
      await new Promise((r) => setTimeout(r, 300));
      await target.play();
      // Warm-up: the first frames include worker start and the first chunks.
      await new Promise((r) => setTimeout(r, 500));
    },
    { pace, bars },
  );
  return around(() => measureWindow(page, pace, seconds, bars));
}

function measureWindow(page: Page, pace: BenchPace, seconds: number, bars: number): Promise<Measurement> {
  return page.evaluate(
    async ({ pace, seconds, bars }) => {
      const target = window.__benchTarget;
      const reload = window.__benchReload;
      if (!target || !reload) throw new Error('no bench target or reloader on the page (openTargetPage installs both)');
      const longTasks: { start: number; duration: number }[] = [];
      const restarts: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
      });
      observer.observe({ entryTypes: ['longtask'] });
      const stamps: number[] = [];
      let ops = 0;
      let lastCursor = target.cursor;
      const end = performance.now() + seconds * 1000;
      await new Promise<void>((resolve) => {
        const tick = (time: number) => {
          stamps.push(time);
          const cursor = target.cursor;
          ops += Math.max(0, cursor - lastCursor);
          lastCursor = cursor;
          // The run's end is in this frame's task; the reload is a task of its own (reloadInTask.ts).
          if (reload.request(pace, bars, () => (lastCursor = 0))) restarts.push(performance.now());
          if (time < end) requestAnimationFrame(tick);
          else resolve();
        };
        requestAnimationFrame(tick);
      });
      observer.disconnect();
      reload.cancel();
      target.pause();
      // Reloading 1000 fresh bars after a finished run is setup, not playback: reported apart.
      const nearReload = (t: { start: number; duration: number }) => restarts.some((r) => t.start + t.duration >= r && t.start <= r + 300);
      const duringPlayback = longTasks.filter((t) => !nearReload(t)).map((t) => t.duration);
      const aroundReloads = longTasks.filter(nearReload).map((t) => t.duration);
      const intervals = stamps
        .slice(1)
        .map((t, i) => t - stamps[i]!)
        .sort((a, b) => a - b);
      const at = (q: number) => intervals[Math.min(intervals.length - 1, Math.floor(q * intervals.length))] ?? 0;
      const elapsed = (stamps[stamps.length - 1]! - stamps[0]!) / 1000;
      const median = at(0.5);
      return {
        frames: intervals.length,
        medianMs: median,
        p95Ms: at(0.95),
        fps: elapsed > 0 ? intervals.length / elapsed : 0,
        over50: intervals.filter((d) => d > 50).length,
        longTasks: duringPlayback.length,
        longestTaskMs: Math.max(0, ...duringPlayback),
        longestReloadTaskMs: Math.max(0, ...aroundReloads),
        reloadLongTasks: aroundReloads.length,
        restarts: restarts.length,
        opsPerSecond: elapsed > 0 ? ops / elapsed : 0,
      };
    },
    { pace, seconds, bars },
  );
}
