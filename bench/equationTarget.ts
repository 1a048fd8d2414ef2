import type { Page } from 'playwright-core';
import type { BenchPace } from './benchTarget';

/**
 * The equation page in the frame benchmark: Fastest at 1× and 4×, on an infix expression of
 * the benchmark's 1000 values (`a+b*c-d+…`, about 4000 operations through the shunting yard).
 */
export const equationBench = {
  renderer: 'equation-dom',
  path: '/?bench#/equationevaluationvisualizer/infix',
  /** Only the Fastest rows: the slider speeds pace the same player the sort rows measure. */
  speeds: <S extends [string, BenchPace]>(all: S[]) => all.filter(([, pace]) => pace.fastest),
};

/** Exposes the equation page's engine as the benchmark's target; `load(values)` builds the expression. */
export async function adaptEquationPage(page: Page): Promise<void> {
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
