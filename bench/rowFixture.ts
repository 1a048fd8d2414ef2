import type { FrameRow } from './frameRows';
import type { Measurement } from './measure';
import { medianOfRuns } from './median';

/** For the bench's own tests: a 4× row as the bench writes it, from one run's figures (its spreads are that one value). */
export function fixtureRow(renderer: string, speed: string, figures: Partial<Measurement>): FrameRow {
  const run: Measurement = { frames: 180, medianMs: 16.7, p95Ms: 16.8, fps: 60, over50: 0, longTasks: 0, longestTaskMs: 0, longestReloadTaskMs: 0, restarts: 0, opsPerSecond: 0, ...figures };
  return { renderer, cpu: 4, speed, load: 0, ...medianOfRuns([run]) };
}
