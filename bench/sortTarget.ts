import type { Page } from 'playwright-core';
import type { FrameTarget } from './frameTarget';
import { exposeSessionTarget } from './sessionTarget';

/** Opens the sort page with its engine exposed (`?bench`, see src/engine/session/benchHook.ts). */
export const sortPagePath = (algorithm: string) => `/?bench#/sortvisualizer/${algorithm}`;

/** Waits for the sort page's session and stage canvas. */
export async function waitForSortPage(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__visualizerSession && document.querySelector('[data-testid="visualizer-stage"] canvas'));
}

/** Exposes the sort page's engine through the same interface the baseline page has. */
export async function adaptSortPage(page: Page): Promise<void> {
  await waitForSortPage(page);
  await exposeSessionTarget(page, 'sort page', (session) => (values) => session.load({ algorithm: 'bubblesort', values, seed: 0 } as never));
}

/** The product page: bubble sort of 1000 bars on the Pixi renderer, at every speed, 1× and 4×. */
export const sortTarget: FrameTarget = {
  renderer: 'pixi',
  path: sortPagePath('bubblesort'),
  cpus: [1, 4],
  speeds: (all) => all,
  adapt: adaptSortPage,
};
