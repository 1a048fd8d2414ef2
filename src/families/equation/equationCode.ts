import { STACK, TWO_POINTER, YARD } from '../../../workers/equation/equationPseudocode';
import { type CodePosition, NO_CODE, type Variable } from '../../engine/story/code';
import type { EquationModel } from './equationModel';

/**
 * Where a run stands in its pseudocode, for the page's panel: the line the last operation
 * executed (the model records it) and the values that line reads, named as in the lines
 * (`token`, `top`, `left`, `right`, `value`; `L` and `R` for the two pointers). Built only when
 * the story is read (a few times a second), never per operation.
 */
export function equationCode(model: EquationModel): CodePosition {
  const { line } = model.state;
  if (line < 0) return NO_CODE;
  return { line, variables: variablesOf(model, line) };
}

const EMPTY = 'empty';

function variablesOf(model: EquationModel, line: number): Variable[] {
  switch (model.mode) {
    case 'infix':
      return yardVariables(model, line);
    case 'infix2pointer':
      return twoPointerVariables(model, line);
    default:
      return stackVariables(model, line);
  }
}

/** The operand stack's top as the line reads it. */
const operandTop = (model: EquationModel) => {
  const top = model.state.operands.at(-1);
  return top === undefined ? EMPTY : model.value(top);
};

/** The operands popped (or read) so far for the operator being applied. */
function operands(model: EquationModel): Variable[] {
  const { leftValue, rightValue } = model.state;
  const read: Variable[] = [];
  if (leftValue >= 0) read.push(['left', model.value(leftValue)]);
  if (rightValue >= 0) read.push(['right', model.value(rightValue)]);
  return read;
}

const tapeToken = (model: EquationModel): Variable[] => {
  const token = model.tokens[model.state.current];
  return token ? [['token', token.text]] : [];
};

function stackVariables(model: EquationModel, line: number): Variable[] {
  const s = model.state;
  if (line === STACK.result) return [['result', model.value(s.result)]];
  const read = [...tapeToken(model)];
  if (line === STACK.pop || line === STACK.apply) read.push(...operands(model));
  if (line === STACK.pushValue || line === STACK.notFinite) read.push(['value', model.value(s.value)]);
  read.push(['top', operandTop(model)]);
  return read;
}

function yardVariables(model: EquationModel, line: number): Variable[] {
  const s = model.state;
  if (line === YARD.result) return [['result', model.value(s.result)]];
  if (line < YARD.readQueue) {
    // Building the queue: the token read and the operator stack's top (the last loop reads no token).
    const top = s.operators.at(-1);
    const read: Variable[] = line < YARD.whileOperators ? tapeToken(model) : [];
    read.push(['top', top === undefined ? EMPTY : model.operatorText(top)]);
    return read;
  }
  // Evaluating the queue: the queue's token and the operand stack.
  const read: Variable[] = s.queueCursor >= 0 ? [['token', model.operatorText(s.queue[s.queueCursor]!)]] : [];
  if (line === YARD.pop || line === YARD.apply) read.push(...operands(model));
  if (line === YARD.pushValue || line === YARD.notFinite) read.push(['value', model.value(s.value)]);
  read.push(['top', operandTop(model)]);
  return read;
}

/** A pointer as the line reads it: a position in the working list, counted from 0 ('-' while the whole list is reduced). */
const pointer = (at: number) => (at >= 0 ? at : '-');

/** The lines that read the token on the tape (the operator found, the number read). */
const TWO_POINTER_READS: readonly number[] = [
  TWO_POINTER.forOperator,
  TWO_POINTER.readOperands,
  TWO_POINTER.startsWithMinus,
  TWO_POINTER.readNegated,
  TWO_POINTER.single,
];

function twoPointerVariables(model: EquationModel, line: number): Variable[] {
  const s = model.state;
  if (line === TWO_POINTER.result) return [['result', model.value(s.result)]];
  const read: Variable[] = [
    ['L', pointer(s.left)],
    ['R', pointer(s.left >= 0 ? s.right : -1)],
  ];
  if (TWO_POINTER_READS.includes(line)) read.push(...tapeToken(model));
  if (line === TWO_POINTER.readOperands || line === TWO_POINTER.apply) read.push(...operands(model));
  else if (line === TWO_POINTER.readNegated || line === TWO_POINTER.negate) read.push(['number', model.value(s.rightValue)]);
  // The value once placed: the APPLY before it has computed nothing yet (its REDUCE places it).
  const placed =
    line === TWO_POINTER.negate ||
    line === TWO_POINTER.replace ||
    line === TWO_POINTER.single ||
    line === TWO_POINTER.dropBrackets ||
    line === TWO_POINTER.notFinite;
  if (placed && !s.pendingApply && s.value >= 0) read.push(['value', model.value(s.value)]);
  return read;
}
