import type { Page } from 'playwright-core';
import type { FrameTarget } from './frameTarget';
import { fastestOnly } from './speeds';

/** Exposes the equation page's engine as the benchmark's target; `load(values)` builds the expression. */
async function adaptEquationPage(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__visualizerSession && document.querySelector('[data-testid="visualizer-stage"] [data-ready]'));
  await page.evaluate(() => {
    const session = window.__visualizerSession;
    if (!session) throw new Error('equation page did not expose its session');
    const operators = ['+', '*', '-', '+'];
    window.__benchTarget = {
      load: (values) => session.load({ mode: 'infix', expression: values.map((v, i) => (i === 0 ? String(v) : `${operators[i % 4]}${v}`)).join('') } as never),
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

/**
 * The equation page in the frame benchmark: Fastest at 4× (goal 6), on an infix expression of
 * the benchmark's 1000 values (`a+b*c-d+…`, about 4000 operations through the shunting yard).
 */
export const equationTarget: FrameTarget = {
  renderer: 'equation-dom',
  path: '/?bench#/equationevaluationvisualizer/infix',
  cpus: [4],
  speeds: fastestOnly,
  adapt: adaptEquationPage,
};
