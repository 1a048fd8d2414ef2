import { describe, expect, it } from 'vitest';
import type { EquationMode } from '../../../workers/equation/equationTypes';
import { equationAdapter } from './equationAdapter';
import { runModel } from './runLine.testSupport';

const end = (mode: EquationMode, expression: string) => {
  const model = runModel(mode, expression);
  return { outcome: equationAdapter.story.ending(model).outcome, narration: equationAdapter.story.ending(model).narration };
};

describe('equation narration at the end of a run', () => {
  it('names the last step instead of repeating the outcome line, which is a live region of its own', () => {
    const forms: [EquationMode, string][] = [
      ['postfix', '1 2 +'],
      ['prefix', '+ 1 2'],
      ['infix', '1+2'],
      ['infix2pointer', '1+2'],
    ];
    for (const [mode, expression] of forms) {
      expect(end(mode, expression), mode).toEqual({ outcome: 'Result: 3', narration: 'Done: the last step was 1 + 2 = 3' });
    }
    expect(end('infix', '0/0')).toEqual({ outcome: 'Cannot Evaluate :0/0', narration: 'Done: 0 / 0 = NaN, not a finite number' });
    expect(end('postfix', '2 10 400 ^ *')).toEqual({ outcome: 'Cannot Evaluate :2 10 400 ^ *', narration: 'Done: 10 ^ 400 = Infinity, not a finite number' });
  });
});
