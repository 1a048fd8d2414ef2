import type { Page } from 'playwright-core';
import type { FrameTarget } from './frameTarget';

/** The baseline pages install `window.__benchTarget` themselves (bench/dom-baseline/). */
const waitForTarget = async (page: Page) => {
  await page.waitForFunction(() => window.__benchTarget);
};

/** The DOM baseline: the same bubble sort writing DOM bar styles, at every speed, 1× and 4×. */
export const domTarget: FrameTarget = {
  renderer: 'dom',
  path: '/bench-dom/index.html',
  cpus: [1, 4],
  speeds: (all) => all,
  adapt: waitForTarget,
};

/**
 * Reference only: what this machine allows any WebGL page at this moment (a cleared canvas).
 * Every row's fps is also read as a share of this row's at the same throttle (ratios.ts).
 */
export const webglClearTarget: FrameTarget = {
  renderer: 'webgl-clear',
  path: '/bench-dom/clear.html',
  cpus: [1, 4],
  speeds: (all) => all.slice(-1),
  adapt: waitForTarget,
  label: () => 'clear only',
};

/**
 * Reference only: the cheapest frame that redraws all 1000 bars (redraw.ts), at full and at half
 * resolution: the ceiling for rows where most columns change every frame (stress, Fastest).
 */
export const webglRedrawTargets: FrameTarget[] = [1, 0.5].map((scale) => ({
  renderer: scale === 1 ? 'webgl-redraw' : 'webgl-redraw-half',
  path: `/bench-dom/redraw.html?scale=${scale}`,
  cpus: [4],
  speeds: (all) => all.slice(-1),
  adapt: waitForTarget,
  label: () => (scale === 1 ? 'full redraw' : 'full redraw at half resolution'),
}));

/**
 * Reference only: the product's game board (`DomBoard`, 9×9) alone on a page, 1, 9 or all 81
 * cells repainted every frame (bench/dom-baseline/board.ts): the ceiling of the game rows, which
 * change cells in every frame at Fastest.
 */
export const boardRepaintTargets: FrameTarget[] = [1, 9, 81].map((cells) => ({
  renderer: `board-repaint-${cells}`,
  path: `/bench-dom/board.html?cells=${cells}`,
  cpus: [4],
  speeds: (all) => all.slice(-1),
  adapt: waitForTarget,
  label: () => `${cells} of 81 cells a frame`,
}));
