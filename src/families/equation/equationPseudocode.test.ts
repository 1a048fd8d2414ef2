import { describe, expect, it } from 'vitest';
import {
  EQUATION_CODE,
  POSTFIX_CODE,
  PREFIX_CODE,
  SHUNTING_YARD_CODE,
  STACK,
  TWO_POINTER,
  TWO_POINTER_CODE,
  YARD,
} from '../../../workers/equation/equationPseudocode';
import { EQUATION_MODES, type EquationMode } from '../../../workers/equation/equationTypes';
import { indentOf } from '../../engine/story/code';
import { equationAdapter } from './equationAdapter';
import type { EquationModel } from './equationModel';
import { stepByHand } from './runLine.testSupport';

/** What the panel shows after each step by hand of a real player over the run (the page's step button): the line and its variables. */
async function codeByStep(mode: EquationMode, expression: string) {
  const code = (model: EquationModel) => equationAdapter.story.code?.(model) ?? { line: -2, variables: [] };
  const { model, run } = stepByHand(mode, expression, (model) => {
    const { line, variables } = code(model);
    return { line, variables: Object.fromEntries(variables) };
  });
  const before = code(model);
  const shown = await run();
  return { before, steps: shown, lines: shown.map((step) => step.line) };
}

describe('equation pseudocode', () => {
  it('is one module of lines in the site style for each mode, reached through the adapter', () => {
    for (const mode of EQUATION_MODES) {
      const lines = equationAdapter.story.pseudocode?.({ mode, expression: '' }) ?? [];
      expect(lines, mode).toBe(EQUATION_CODE[mode]);
      // Two spaces a level, no tabs, no line deeper than one level past the one before it.
      lines.forEach((line, i) => {
        expect(line, mode).not.toMatch(/\t/);
        expect((line.length - line.trimStart().length) % 2, `${mode}: ${line}`).toBe(0);
        expect(indentOf(line) - (i > 0 ? indentOf(lines[i - 1]!) : 0), `${mode}: ${line}`).toBeLessThanOrEqual(1);
      });
    }
    // The named lines say what the model maps to them.
    expect(SHUNTING_YARD_CODE[YARD.moveTighter]).toContain('move the top to the output queue');
    expect(SHUNTING_YARD_CODE[YARD.whileTighter]).toMatch(/^\s*while /);
    expect(POSTFIX_CODE[STACK.pop]).toContain('pop right, then pop left');
    expect(PREFIX_CODE[STACK.pop]).toContain('pop left, then pop right');
    expect(TWO_POINTER_CODE[TWO_POINTER.dropBrackets]).toContain('replace L value R by value');
  });

  it('shunting yard on 2+3*4: each step marks the line it executes, the queue built first, then evaluated', async () => {
    const { before, lines, steps } = await codeByStep('infix', '2+3*4');
    expect(before).toEqual({ line: -1, variables: [] });
    const Y = YARD;
    expect(lines).toEqual([
      // 2 + 3 * 4: numbers to the queue, operators onto the stack (* binds tighter than +, so + stays).
      Y.read,
      Y.output,
      Y.read,
      Y.pushOperator,
      Y.read,
      Y.output,
      Y.read,
      Y.pushOperator,
      Y.read,
      Y.output,
      // Every token read: the stack is emptied into the queue, * then +.
      Y.moveRest,
      Y.moveRest,
      // 2 3 4 * + evaluated.
      Y.readQueue,
      Y.pushNumber,
      Y.readQueue,
      Y.pushNumber,
      Y.readQueue,
      Y.pushNumber,
      Y.readQueue,
      Y.pop,
      Y.pop,
      Y.apply,
      Y.pushValue,
      Y.readQueue,
      Y.pop,
      Y.pop,
      Y.apply,
      Y.result,
    ]);
    expect(steps[7]!.variables).toEqual({ token: '*', top: '*' });
    expect(steps[10]!.variables).toEqual({ top: '+' });
    expect(steps[11]!.variables).toEqual({ top: 'empty' });
    expect(steps[19]!.variables).toEqual({ token: '*', right: '4', top: '3' });
    expect(steps[21]!.variables).toEqual({ token: '*', left: '3', right: '4', top: '2' });
    expect(steps[22]!.variables).toEqual({ token: '*', value: '12', top: '12' });
    expect(steps.at(-1)?.variables).toEqual({ result: '14' });
  });

  it('shunting yard: an operator pops what binds tighter, a closing bracket pops down to its opening one', async () => {
    const { lines } = await codeByStep('infix', '(1-2)*3');
    const Y = YARD;
    expect(lines.slice(0, 10)).toEqual([Y.read, Y.pushOpen, Y.read, Y.output, Y.read, Y.pushOperator, Y.read, Y.output, Y.read, Y.moveInside]);
    expect(lines.slice(10, 15)).toEqual([Y.dropOpen, Y.read, Y.pushOperator, Y.read, Y.output]);
    const tighter = await codeByStep('infix', '2*3-1');
    expect(tighter.lines.slice(0, 8)).toEqual([Y.read, Y.output, Y.read, Y.pushOperator, Y.read, Y.output, Y.read, Y.moveTighter]);
    expect(tighter.steps[7]!.variables).toEqual({ token: '-', top: 'empty' });
  });

  it('postfix on 3 4 +: read, push, pop right then left, apply, result', async () => {
    const { lines, steps } = await codeByStep('postfix', '3 4 +');
    const S = STACK;
    expect(lines).toEqual([S.read, S.pushNumber, S.read, S.pushNumber, S.read, S.pop, S.pop, S.apply, S.result]);
    expect(steps[5]!.variables).toEqual({ token: '+', right: '4', top: '3' });
    expect(steps[7]!.variables).toEqual({ token: '+', left: '3', right: '4', top: 'empty' });
    expect(steps[8]!.variables).toEqual({ result: '7' });
  });

  it('prefix on - 9 4: read right to left, pop left then right', async () => {
    const { lines, steps } = await codeByStep('prefix', '- 9 4');
    const S = STACK;
    expect(lines).toEqual([S.read, S.pushNumber, S.read, S.pushNumber, S.read, S.pop, S.pop, S.apply, S.result]);
    expect(steps[0]!.variables).toEqual({ token: '4', top: 'empty' });
    expect(steps[5]!.variables).toEqual({ token: '-', left: '9', top: '4' });
    expect(steps[7]!.variables).toEqual({ token: '-', left: '9', right: '4', top: 'empty' });
    expect(steps[8]!.variables).toEqual({ result: '5' });
  });

  it('a value that is not finite stops on its own line, with the value', async () => {
    const { lines, steps } = await codeByStep('postfix', '1 0 /');
    expect(lines.at(-1)).toBe(STACK.notFinite);
    expect(steps.at(-1)?.variables).toMatchObject({ value: 'Infinity' });
  });

  it('two-pointer on (1+2)*3: the innermost brackets, the operator and the numbers beside it, then the whole list', async () => {
    const { lines, steps } = await codeByStep('infix2pointer', '(1+2)*3');
    const T = TWO_POINTER;
    expect(lines).toEqual([
      T.pointers,
      T.forOperator,
      T.readOperands,
      T.readOperands,
      T.apply,
      T.replace,
      T.dropBrackets,
      T.reduceAll,
      T.forOperator,
      T.readOperands,
      T.apply,
      T.result,
    ]);
    expect(steps[0]!.variables).toEqual({ L: 0, R: 4 });
    expect(steps[3]!.variables).toEqual({ L: 0, R: 4, token: '2', left: '1', right: '2' });
    expect(steps[5]!.variables).toEqual({ L: 0, R: 2, value: '3' });
    expect(steps[7]!.variables).toEqual({ L: '-', R: '-' });
    expect(steps[10]!.variables).toEqual({ L: '-', R: '-', left: '3', right: '3' });
    expect(steps.at(-1)?.variables).toEqual({ result: '9' });
  });

  it('two-pointer on -(2): a number alone in its brackets, then a minus that opens the list', async () => {
    const { lines, steps } = await codeByStep('infix2pointer', '-(2)');
    const T = TWO_POINTER;
    expect(lines).toEqual([T.pointers, T.single, T.dropBrackets, T.reduceAll, T.startsWithMinus, T.negate, T.result]);
    expect(steps[5]!.variables).toEqual({ L: '-', R: '-', number: '2' });
    expect(steps.at(-1)?.variables).toEqual({ result: '-2' });
  });
});
