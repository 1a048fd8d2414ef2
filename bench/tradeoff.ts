/**
 * Goal 3 asks Fastest for two things at once on the same two cores: at least 50 fps, and at
 * least 20× the DOM baseline's operations per second. The `pixi-tradeoff` row plays the sort
 * page at fixed numbers of operations per frame (the stress row's mechanism), so the report can
 * say how many a frame goal 3 needs and what frame rate the page reaches at that many and fewer.
 * A reference, not a goal: the goals above are checked on their own rows.
 */
import type { FrameTarget } from './frameTarget';
import { FPS, OPS_RATIO, type Results } from './goals';
import { adaptSortPage, sortPagePath } from './sortTarget';
import { FASTEST, type Speed } from './speeds';

export const TRADEOFF_OPS_PER_FRAME = [250, 1000, 4000] as const;

const tradeoffSpeeds: Speed[] = TRADEOFF_OPS_PER_FRAME.map((ops) => [`fixed ${ops} ops/frame`, { delay: 1, fastest: false, opsPerFrame: ops }]);

/** Bubble sort of 1000 bars on the Pixi sort page, at 4×, at each fixed number of operations per frame. */
export const tradeoffTarget: FrameTarget = {
  renderer: 'pixi-tradeoff',
  path: sortPagePath('bubblesort'),
  cpus: [4],
  speeds: () => tradeoffSpeeds,
  adapt: adaptSortPage,
};

/**
 * One line for the report: goal 3's operations per frame (20× the DOM baseline's Fastest ops/s,
 * spread over 50 frames a second) beside the frame rates the page reached at fixed loads; null
 * when the rows it needs were not run.
 */
export function tradeoffSummary({ rows }: Pick<Results, 'rows'>): string | null {
  const dom = rows.find((r) => r.renderer === 'dom' && r.cpu === 4 && r.speed === FASTEST[0]);
  const curve = rows.filter((r) => r.renderer === tradeoffTarget.renderer && r.cpu === 4);
  if (curve.length === 0) return null;
  const points = curve
    .map((r) => `${r.speed.replace(/^fixed /, '')} → ${r.fps.toFixed(1)} fps (${Math.round(r.opsPerSecond).toLocaleString('en-US')} ops/s)`)
    .join(', ');
  const needs = dom
    ? `goal 3 needs ≥ ${Math.round((OPS_RATIO * dom.opsPerSecond) / FPS).toLocaleString('en-US')} ops/frame at ${FPS} fps (${OPS_RATIO} × the DOM baseline's ${Math.round(dom.opsPerSecond).toLocaleString('en-US')} ops/s ÷ ${FPS})`
    : "goal 3's ops/frame: DOM baseline's Fastest row not run";
  return `Fastest trade-off (reference, 4×): ${needs}; the sort page at fixed loads: ${points}.`;
}
