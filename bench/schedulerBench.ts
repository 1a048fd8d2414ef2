import type { Page } from 'playwright-core';
import type { FrameTarget } from './frameTarget';
import { fastestOnly } from './speeds';

/** Exposes the scheduler page's engine as a bench target; the benchmark's values become 50 processes. */
async function adaptSchedulerPage(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__visualizerSession && document.querySelector('[data-testid="visualizer-stage"] [data-ready]'));
  await page.evaluate(() => {
    const session = window.__visualizerSession;
    if (!session) throw new Error('scheduler page did not expose its session');
    const procs = (values: number[]) => values.slice(0, 50).map((v) => ({ arrival: v % 50, burst: 1 + (v % 50), priority: 1 + (v % 10) }));
    window.__benchTarget = {
      load: (values) => session.load({ algorithm: 'roundrobin', procs: procs(values), quantum: 2, seed: 1 } as never),
      setPace: (pace) => session.setPace(pace),
      play: () => session.play(),
      pause: () => session.pause(),
      get cursor() {
        return session.player.cursor;
      },
      get finished() {
        return session.player.finished;
      },
    };
  });
}

/** The scheduler page's Fastest row at 4× (goal 6): 50 processes over a time range of 50 (its largest set). */
export const schedulerTarget: FrameTarget = {
  renderer: 'scheduler',
  path: '/?bench#/processschedulervisualizer/roundrobin',
  cpus: [4],
  speeds: fastestOnly,
  adapt: adaptSchedulerPage,
};
