import type { Page } from 'playwright-core';
import type { Speed } from './speeds';

/**
 * One page the frame benchmark measures (a `renderer` in the results). Each lives in its own
 * module and is registered in frameBench.ts's list; `BENCH_ROWS` selects them by `renderer`.
 */
export interface FrameTarget {
  renderer: string;
  /** Path under the bench server, e.g. `/?bench#/sortvisualizer/bubblesort`. */
  path: string;
  /** CPU throttling rates to measure at: 4× is what the goals read; 1× only where it teaches something. */
  cpus: number[];
  /** The speed rows this page is measured at. */
  speeds(all: Speed[]): Speed[];
  /** Waits for the loaded page and installs `window.__benchTarget`. */
  adapt(page: Page): Promise<void>;
  /** The speed column for a row, when the pace's label does not describe it. */
  label?(speed: string): string;
}

/**
 * The family pages' rates (search, equation, scheduler, games). Goal 6 reads 4×; 1× is what the
 * search and games issues asked their rows at, and what a visitor's ordinary laptop sees. 4× goes
 * first, so goal 6's rows are measured on a freshly loaded page, as they were before 1× joined.
 */
export const familyCpus = [4, 1];
