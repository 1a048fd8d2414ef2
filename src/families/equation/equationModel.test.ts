import { describe, expect, it } from 'vitest';
import type { EquationMode } from '../../../workers/equation/equationTypes';
import { equationAdapter } from './equationAdapter';
import { QUEUE_COMPLETE } from './equationModel';
import { operationCosts, operationCount, runModel, stepByHand } from './runLine.testSupport';

const extras = (model: ReturnType<typeof runModel>) => equationAdapter.story.extras(model);

/** Where the player stopped and the words shown after each step by hand of a real player over the run (the page's step button). */
const stepsByHand = (mode: EquationMode, expression: string) =>
  stepByHand(mode, expression, (model, cursor) => ({ cursor, words: model.state.step })).run();

describe('equation model', () => {
  it('postfix: counts tokens read, pushes and pops, and leaves the result on the stack', () => {
    const model = runModel('postfix', '3 4 + 2 *');
    expect(extras(model)).toMatchObject({ tokensRead: 5, pushes: 5, pops: 4, stack: '14', partial: '14' });
  });

  it('prefix reads right to left: the first token read is the last one', () => {
    const model = runModel('prefix', '- 9 4', 1);
    expect(extras(model).current).toBe(2);
    expect(model.state.step).toBe('read 4');
  });

  it('shunting yard builds the postfix queue, then evaluates it with the operand stack', () => {
    const building = runModel('infix', '1+2*3', 10);
    expect(extras(building).operators).toBe('+ *');
    expect(extras(building).queue).toBe('1 2 3');
    const done = runModel('infix', '1+2*3');
    expect(extras(done)).toMatchObject({ queue: '1 2 3 * +', operators: '', stack: '7', partial: '7' });
    expect(done.state.phase).toBe(1);
  });

  it('shunting yard shows a negating minus as neg on the operator stack, in the queue and in the narration', () => {
    const steps = Array.from({ length: 60 }, (_, n) => runModel('infix', '-(1+2)*3', n));
    expect(steps.map((m) => extras(m).operators)).toContain('neg ( +');
    expect(steps.map((m) => m.state.step)).toContain('push neg onto the operator stack');
    expect(steps.map((m) => m.state.step)).toContain('move neg to the output queue');
    const done = runModel('infix', '-(1+2)*3');
    expect(extras(done)).toMatchObject({ queue: '1 2 + neg 3 *', stack: '-9' });
    // The tape keeps what was typed.
    expect(done.tokens[0]!.text).toBe('-');
  });

  it('two-pointer reduces the innermost brackets first, in place', () => {
    const model = runModel('infix2pointer', '2*[1+(3-1)]');
    expect(extras(model).work).toBe('6');
    // Some step shows the first segment (3-1) reduced and its brackets dropped, the outer ones still there.
    const shown = Array.from({ length: 40 }, (_, steps) => extras(runModel('infix2pointer', '2*[1+(3-1)]', steps)).work);
    expect(shown).toContain('2 * [ 1 + 2 ]');
    expect(shown.indexOf('2 * [ 1 + 2 ]')).toBeLessThan(shown.indexOf('2 * 3'));
  });

  it('two-pointer keeps L on an open bracket and R on its close bracket through every reduction, or shows neither', () => {
    for (const expression of ['-(1+2)*[4-{6/3}]^2', '2*[1+(3-1)]', '{[(1+2)*3]-4}^2', '((((1))))', '(1+2*3^2)-(4/2)', '2^3^2']) {
      const total = operationCount('infix2pointer', expression);
      for (let steps = 1; steps <= total; steps++) {
        const model = runModel('infix2pointer', expression, steps);
        const { left, right, work } = model.state;
        const text = (i: number) => (i >= 0 && i < work.length ? model.workText(work[i]!) : '');
        const at = `${expression}, step ${steps}: ${work.map((_, i) => text(i)).join(' ')} (L ${left}, R ${right})`;
        if (left === -2) expect(right, at).toBe(-2);
        else if (left === -1) expect(right, at).toBe(work.length);
        else {
          expect(`${text(left)}${text(right)}`, at).toMatch(/^(\(\)|\[\]|\{\})$/);
          for (let i = left + 1; i < right; i++) expect(text(i), at).not.toMatch(/^[()[\]{}]$/);
        }
      }
    }
  });

  it('two-pointer on the default example: after 1 + 2 = 3, R is on the close bracket; once the brackets go, no mark is left behind', () => {
    const at = (steps: number) => {
      const model = runModel('infix2pointer', '-(1+2)*[4-{6/3}]^2', steps);
      const { left, right, work, step } = model.state;
      return { step, left: model.workText(work[left] ?? { value: -1 }), right: model.workText(work[right] ?? { value: -1 }), marks: [left, right] };
    };
    expect(at(6)).toMatchObject({ step: '1 + 2 = 3', left: '(', right: ')' });
    expect(at(7)).toMatchObject({ step: 'drop the brackets around 3', marks: [-2, -2] });
  });

  it('two-pointer counts every token as the method reads it, ending at the expression token count', () => {
    // Numbers are read when a reduction takes their value; brackets when their pair is dropped.
    expect(extras(runModel('infix2pointer', '2+3*4')).tokensRead).toBe(5);
    expect(extras(runModel('infix2pointer', '(1+2)*3')).tokensRead).toBe(7);
    expect(extras(runModel('infix2pointer', '-(1+2)*[4-{6/3}]^2')).tokensRead).toBe(18);
  });

  it('two-pointer moves the tape highlight to each number as it is read', () => {
    const steps = Array.from({ length: 30 }, (_, n) => runModel('infix2pointer', '2+3*4', n));
    const readingThree = steps.find((m) => m.state.step === 'read the number 3');
    const readingFour = steps.find((m) => m.state.step === 'read the number 4');
    expect(readingThree && extras(readingThree).current).toBe(2);
    expect(readingFour && extras(readingFour).current).toBe(4);
  });

  it('shunting yard says its last move to the output queue, with the phase that follows it on the same step', () => {
    // Step 12 of 1+2*3: the stack's + goes to the queue, and the queue is complete.
    const costs = operationCosts('infix', '1+2*3');
    const phaseAt = costs.findIndex((cost, i) => cost === 0 && runModel('infix', '1+2*3', i + 1).state.phase === 1);
    const before = runModel('infix', '1+2*3', phaseAt);
    const shown = runModel('infix', '1+2*3', phaseAt + 1);
    expect(extras(before)).toMatchObject({ operators: '', queue: '1 2 3 * +' });
    expect(shown.state.step).toBe(`move + to the output queue; ${QUEUE_COMPLETE}`);
    // Pops went up on that step, and the words say which pop.
    expect(shown.state.pops).toBe(runModel('infix', '1+2*3', phaseAt - 1).state.pops + 1);
    // Wikipedia's example ends with its own row 'pop stack to output' for the last +.
    const wikipedia = Array.from(
      { length: operationCount('infix', '3+4*2/(1-5)^2^3') },
      (_, n) => runModel('infix', '3+4*2/(1-5)^2^3', n + 1).state.step,
    );
    expect(wikipedia).toContain(`move + to the output queue; ${QUEUE_COMPLETE}`);
    // A lone number goes to the queue with no operator: its words stay too.
    expect(runModel('infix', '5', 3).state.step).toBe(`5 goes to the output queue; ${QUEUE_COMPLETE}`);
  });

  it('every step by hand shows its own words, with the markers after it (a phase) said on the same step, in every mode', async () => {
    const cases: [EquationMode, string][] = [
      ['infix', '1+2*3'],
      ['infix', '3+4*2/(1-5)^2^3'],
      ['infix', '-(1+2)*3'],
      ['infix', '3*2+0/0'],
      ['infix2pointer', '-(1+2)*[4-{6/3}]^2'],
      ['infix2pointer', '2*(10^400-1)'],
      ['postfix', '5 1 2 + 4 * + 3 -'],
      ['prefix', '- + 7 * 4 5 + 2 0'],
      ['prefix', '/ 1 0'],
    ];
    for (const [mode, expression] of cases) {
      const costs = operationCosts(mode, expression);
      const shown = await stepsByHand(mode, expression);
      expect(shown.length, `${mode} ${expression}`).toBe(costs.filter((cost) => cost > 0).length);
      for (const { cursor, words } of shown) {
        // The step's visible operation is the last one before where the player stopped.
        const visible = costs.slice(0, cursor).findLastIndex((cost) => cost > 0);
        const own = runModel(mode, expression, visible + 1).state.step;
        expect(words, `${mode} ${expression}, the step to operation ${cursor}`).toContain(own);
      }
    }
    // Shunting yard's last move to the queue and the phase marker after it: one step, one line.
    expect((await stepsByHand('infix', '1+2*3')).map((step) => step.words)).toContain(`move + to the output queue; ${QUEUE_COMPLETE}`);
  });

  it("two-pointer says a number's value only when it reads differently from the text", () => {
    const steps = (expression: string) =>
      Array.from({ length: operationCount('infix2pointer', expression) }, (_, n) => runModel('infix2pointer', expression, n + 1).state.step);
    expect(steps('3+4*2/(1-5)^2^3')).toContain('read the number 5');
    expect(steps('3+4*2/(1-5)^2^3').filter((step) => / as /.test(step))).toEqual([]);
    expect(steps('007+1.50')).toEqual(expect.arrayContaining(['read 007 as 7', 'read 1.50 as 1.5']));
  });

  it('shunting yard counts the expression tokens once, not the output queue read again (Wikipedia example)', () => {
    const done = extras(runModel('infix', '3+4*2/(1-5)^2^3'));
    // 15 tokens; Pushes and Pops count the operator stack (7/7) and the operand stack (13/12) together.
    expect(done).toMatchObject({ tokensRead: 15, pushes: 20, pops: 19 });
    expect(extras(runModel('infix', '2+3*4')).tokensRead).toBe(5);
  });

  it('writes a negative operand in brackets in the step text: (-4) ^ 8 is not -(4 ^ 8)', () => {
    const steps = (mode: EquationMode, expression: string) =>
      Array.from({ length: operationCount(mode, expression) }, (_, n) => runModel(mode, expression, n + 1).state.step);
    const wikipedia = steps('infix', '3+4*2/(1-5)^2^3');
    expect(wikipedia).toContain('apply (-4) ^ 8');
    expect(wikipedia).toContain('(-4) ^ 8 = 65536');
    expect(steps('postfix', '5 -3 -')).toContain('5 - (-3) = 8');
    expect(steps('prefix', '* -2 -3')).toContain('(-2) * (-3) = 6');
    // A negation keeps its own brackets, and a negative result is not bracketed.
    expect(steps('infix', '-(1+2)')).toContain('-(3) = -3');
    expect(steps('infix', '1-5')).toContain('1 - 5 = -4');
  });

  it('shows the tokens of an expression whose only fault is its structure, and says what is wrong', () => {
    const structure = equationAdapter.model.create({ mode: 'postfix', expression: '2 3' }, []);
    expect(structure.tokens.map((t) => t.text)).toEqual(['2', '3']);
    expect(extras(structure).inputError).toBe('Invalid Expression');
    const token = equationAdapter.model.create({ mode: 'infix', expression: '2+a' }, []);
    expect(token.tokens).toEqual([]);
    expect(extras(token).inputError).toBe('Invalid Token');
    expect(extras(equationAdapter.model.create({ mode: 'infix', expression: '1+2' }, [])).inputError).toBe('');
  });

  it('labels the last computed value as partial and narrates the operation applied', () => {
    const model = runModel('postfix', '6 3 /');
    expect(model.state.step).toBe('6 / 3 = 2');
    expect(extras(model).partial).toBe('2');
  });

  it('shows no partial value once a value is not a finite number: the run cannot evaluate, and an older partial is no longer the last one', () => {
    const cases: [EquationMode, string][] = [
      ['infix', '0/0'],
      ['postfix', '0 0 /'],
      ['prefix', '/ 1 0'],
      ['infix', '3*2+0/0'],
      ['infix2pointer', '(1+2)*10^400'],
    ];
    for (const [mode, expression] of cases) {
      const model = runModel(mode, expression);
      expect(model.state.failed, expression).toBe(true);
      expect(extras(model).partial, expression).toBe('');
    }
  });

  it('restores a snapshot exactly (step back and scrubbing)', () => {
    const model = runModel('infix', '(1+2)*3', 6);
    const saved = model.snapshot();
    const before = extras(model);
    const later = runModel('infix', '(1+2)*3');
    later.restore(saved);
    expect(extras(later)).toEqual(before);
  });
});
