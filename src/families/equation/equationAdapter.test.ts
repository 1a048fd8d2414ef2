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
    expect(end('postfix', '2 10 400 ^ *')).toEqual({
      outcome: 'Cannot Evaluate :2 10 400 ^ *',
      narration: 'Done: 10 ^ 400 = Infinity, not a finite number',
    });
  });
});

describe('equation run errors', () => {
  it("adds no line of the engine's for an expression the worker refuses: the field says it, with its reason, once", () => {
    expect(equationAdapter.worker.errorText('Invalid Expression')).toBe('');
    expect(equationAdapter.worker.errorText('Invalid Token')).toBe('');
    // A worker that failed is said as before.
    expect(equationAdapter.worker.errorText('The worker stopped')).toBe('Error: The worker stopped');
  });

  it('gives the page the reason beside the error, from the same check that gave the tape its tokens', () => {
    const model = equationAdapter.model.create({ mode: 'infix', expression: '(1+2' }, []);
    expect(equationAdapter.story.extras(model)).toMatchObject({
      inputError: 'Invalid Expression',
      inputReason: 'Missing closing bracket for the one at position 1',
    });
    const good = equationAdapter.model.create({ mode: 'infix', expression: '(1+2)' }, []);
    expect(equationAdapter.story.extras(good)).toMatchObject({ inputError: '', inputReason: '' });
  });
});
