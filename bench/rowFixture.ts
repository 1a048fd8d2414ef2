import type { FrameRow, RowRun } from './frameRows';
import { medianOfRuns } from './median';

/** For the bench's own tests: a 4× row as the bench writes it, from one run's figures (its spreads are that one value). */
export function fixtureRow(renderer: string, speed: string, figures: Partial<RowRun>, load = 0): FrameRow {
  const run: RowRun = {
    frames: 180,
    medianMs: 16.7,
    p95Ms: 16.8,
    fps: 60,
    over50: 0,
    longTasks: 0,
    longestTaskMs: 0,
    longestReloadTaskMs: 0,
    reloadLongTasks: 0,
    restarts: 0,
    opsPerSecond: 0,
    mainThreadMsMedian: 4,
    mainThreadMsP95: 8,
    gpuMsMedian: 5,
    ...figures,
  };
  return { renderer, cpu: 4, speed, load, loadMax: load, ...medianOfRuns([run]) };
}
