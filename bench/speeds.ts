import type { BenchPace } from './benchTarget';

/** A row's speed: its label (outside tools match the label's start) and the pace it plays at. */
export type Speed = [label: string, pace: BenchPace];

export const STRESS_OPS_PER_FRAME = 1000;

/** The speed rows every target picks from; labels begin as outside tools expect. */
export const speeds: Speed[] = [
  ['slowest (5000 ms)', { delay: 5000, fastest: false }],
  ['default (2500 ms)', { delay: 2500, fastest: false }],
  ['fastest slider (1 ms)', { delay: 1, fastest: false }],
  ['fastest (frame budget)', { delay: 1, fastest: true }],
  [`stress (${STRESS_OPS_PER_FRAME} ops/frame)`, { delay: 1, fastest: false, opsPerFrame: STRESS_OPS_PER_FRAME }],
];

export const FASTEST = speeds[3]!;

/** Family pages are measured at Fastest only: slider speeds pace the same player the sort rows measure. */
export const fastestOnly = (all: Speed[]) => all.filter(([, pace]) => pace.fastest);
