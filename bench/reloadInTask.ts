import type { Page } from 'playwright-core';
import type { BenchPace } from './benchTarget';

/**
 * Installs `window.__benchReload` in a target's page: the frame loops (measure.ts, trace.ts)
 * call it from their animation-frame callback, and when the run has finished it loads fresh
 * values, sets the pace and plays, in a task of its own, as a visitor's click on New input is.
 * Called straight from the callback, the reload's setup and that frame's style, layout and paint
 * ran as one task, which no visitor's action makes: the rows' reload tasks read as long as both
 * together (goal B). The loops note a restart when this answers true; `onLoaded` runs once the
 * new run's values are in, so a loop counting operations starts again from its cursor of 0.
 */
export async function installReloader(page: Page): Promise<void> {
  await page.evaluate(() => {
    let pending = false;
    window.__benchReload = (pace, bars, onLoaded) => {
      const target = window.__benchTarget;
      if (!target || pending || !target.finished) return false;
      pending = true;
      setTimeout(() => {
        pending = false;
        target.load(Array.from({ length: bars }, () => Math.floor(Math.random() * 1000)));
        target.setPace(pace);
        onLoaded?.();
        void target.play();
      }, 0);
      return true;
    };
  });
}

declare global {
  interface Window {
    /** Reloads a finished run in a task of its own (see installReloader); false when it has not finished or a reload is pending. */
    __benchReload?: (pace: BenchPace, bars: number, onLoaded?: () => void) => boolean;
  }
}
