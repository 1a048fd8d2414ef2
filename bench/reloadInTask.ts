import type { Page } from 'playwright-core';
import type { BenchPace } from './benchTarget';

/**
 * Installs `window.__benchReload` in a target's page: the frame loops (measure.ts, trace.ts)
 * call it from their animation-frame callback, and when the run has finished it loads fresh
 * values, sets the pace and plays, in a task of its own, as a visitor's click on New input is.
 * Called straight from the callback, the reload's setup and that frame's style, layout and paint
 * ran as one task, which no visitor's action makes: the rows' reload tasks read as long as both
 * together (goal B). The loops note a restart when `request` answers true, and `cancel` a
 * pending one when their window ends; `onLoaded` runs once the new run's values are in, so a loop
 * counting operations starts again from its cursor of 0.
 */
export async function installReloader(page: Page): Promise<void> {
  await page.evaluate(() => {
    let pending: ReturnType<typeof setTimeout> | undefined;
    window.__benchReload = {
      request(pace, bars, onLoaded) {
        const target = window.__benchTarget;
        if (!target || pending !== undefined || !target.finished) return false;
        pending = setTimeout(() => {
          pending = undefined;
          target.load(Array.from({ length: bars }, () => Math.floor(Math.random() * 1000)));
          target.setPace(pace);
          onLoaded?.();
          void target.play();
        }, 0);
        return true;
      },
      cancel() {
        clearTimeout(pending);
        pending = undefined;
      },
    };
  });
}

/** What installReloader puts in the page. */
export interface BenchReload {
  /** Reloads a finished run in a task of its own; false when it has not finished or a reload is pending. */
  request(pace: BenchPace, bars: number, onLoaded?: () => void): boolean;
  /** Drops a pending reload: the loop's window has ended, and a run started after it would play on unmeasured. */
  cancel(): void;
}

declare global {
  interface Window {
    __benchReload?: BenchReload;
  }
}
