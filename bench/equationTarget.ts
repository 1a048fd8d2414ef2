import type { Page } from 'playwright-core';
import { type FrameTarget, familyCpus } from './frameTarget';
import { exposeSessionTarget } from './sessionTarget';
import { fastestOnly } from './speeds';

/** Exposes the equation page's engine as the benchmark's target; `load(values)` builds the expression. */
async function adaptEquationPage(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__visualizerSession && document.querySelector('[data-testid="visualizer-stage"] [data-ready]'));
  await exposeSessionTarget(page, 'equation page', (session) => {
    const operators = ['+', '*', '-', '+'];
    return (values) =>
      session.load({ mode: 'infix', expression: values.map((v, i) => (i === 0 ? String(v) : `${operators[i % 4]}${v}`)).join('') } as never);
  });
}

/**
 * The equation page in the frame benchmark: Fastest at 4× (goal 6) and 1×, on an infix expression of
 * the benchmark's 1000 values (`a+b*c-d+…`, about 4000 operations through the shunting yard).
 */
export const equationTarget: FrameTarget = {
  renderer: 'equation-dom',
  path: '/?bench#/equationevaluationvisualizer/infix',
  cpus: familyCpus,
  speeds: fastestOnly,
  adapt: adaptEquationPage,
};
