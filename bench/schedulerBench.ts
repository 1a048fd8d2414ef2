import type { Page } from 'playwright-core';
import { type FrameTarget, familyCpus } from './frameTarget';
import { exposeSessionTarget } from './sessionTarget';
import { fastestOnly } from './speeds';

/** Exposes the scheduler page's engine as a bench target; the benchmark's values become 50 processes. */
async function adaptSchedulerPage(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__visualizerSession && document.querySelector('[data-testid="visualizer-stage"] [data-ready]'));
  await exposeSessionTarget(page, 'scheduler page', (session) => {
    const procs = (values: number[]) => values.slice(0, 50).map((v) => ({ arrival: v % 50, burst: 1 + (v % 50), priority: 1 + (v % 10) }));
    return (values) => session.load({ algorithm: 'roundrobin', procs: procs(values), quantum: 2, seed: 1 } as never);
  });
}

/** The scheduler page's Fastest rows at 4× (goal 6) and 1×: 50 processes over a time range of 50 (its largest set). */
export const schedulerTarget: FrameTarget = {
  renderer: 'scheduler',
  path: '/?bench#/processschedulervisualizer/roundrobin',
  cpus: familyCpus,
  speeds: fastestOnly,
  adapt: adaptSchedulerPage,
};
