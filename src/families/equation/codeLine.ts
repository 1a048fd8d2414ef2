import { NEGATE_CODE } from '../../../workers/equation/arithmetic';
import { EqOp, QUEUE_DROP } from '../../../workers/equation/equationOps';
import { STACK, TWO_POINTER, YARD } from '../../../workers/equation/equationPseudocode';
import type { EquationMode } from '../../../workers/equation/equationTypes';
import type { Token } from '../../../workers/equation/tokens';
import type { EquationState } from './equationState';

/**
 * The pseudocode line an operation executes (equationPseudocode.ts), from its code and operand
 * and the state before it is applied: no operation of the run names its line, so the step
 * counts stay as they were. A marker that only changes a label (the shunting yard's change of
 * phase) keeps the line of the step it is shown with.
 */
export function lineOf(mode: EquationMode, tokens: readonly Token[], s: EquationState, code: number, a: number, b: number): number {
  if (mode === 'infix') return yardLine(tokens, s, code, a);
  if (mode === 'infix2pointer') return twoPointerLine(s, tokens, code, a, b);
  return stackLine(s, code);
}

/** The lines of evaluating with an operand stack, which the stack evaluators and the yard's second phase share. */
type EvaluationLines = Record<'pushNumber' | 'pushValue' | 'pop' | 'apply' | 'result' | 'notFinite', number>;

function evaluationLine(lines: EvaluationLines, s: EquationState, code: number): number {
  switch (code) {
    case EqOp.PUSH_VALUE:
      return s.pendingApply ? lines.pushValue : lines.pushNumber;
    case EqOp.POP_VALUE:
      return lines.pop;
    case EqOp.APPLY:
      return lines.apply;
    case EqOp.RESULT:
      return lines.result;
    case EqOp.CANNOT_EVALUATE:
      return lines.notFinite;
    default:
      return s.line;
  }
}

function stackLine(s: EquationState, code: number): number {
  return code === EqOp.READ ? STACK.read : evaluationLine(STACK, s, code);
}

function yardLine(tokens: readonly Token[], s: EquationState, code: number, a: number): number {
  switch (code) {
    case EqOp.READ:
      return YARD.read;
    case EqOp.OUTPUT_NUMBER:
      return YARD.output;
    case EqOp.PUSH_OPERATOR:
      return tokens[a]?.kind === 'open' ? YARD.pushOpen : YARD.pushOperator;
    case EqOp.POP_OPERATOR:
      return a === QUEUE_DROP ? YARD.dropOpen : moveLine(tokens, s);
    case EqOp.READ_QUEUE:
      return YARD.readQueue;
    default:
      return evaluationLine(YARD, s, code);
  }
}

/**
 * Which of the three loops moves an operator to the queue: right after an operator was read (or
 * a move for it), the loop of operators that bind tighter; after a closing bracket was read, the
 * loop down to its opening bracket; anywhere else (every token read), the last loop.
 */
function moveLine(tokens: readonly Token[], s: EquationState): number {
  const forToken = s.line === YARD.read || s.line === YARD.moveTighter || s.line === YARD.moveInside;
  if (!forToken) return YARD.moveRest;
  return tokens[s.current]?.kind === 'close' ? YARD.moveInside : YARD.moveTighter;
}

function twoPointerLine(s: EquationState, tokens: readonly Token[], code: number, a: number, b: number): number {
  switch (code) {
    case EqOp.POINTERS:
      return a >= 0 ? TWO_POINTER.pointers : TWO_POINTER.reduceAll;
    case EqOp.READ_WORK: {
      const item = s.work[a];
      return item && 'tape' in item && tokens[item.tape]?.kind === 'negate' ? TWO_POINTER.startsWithMinus : TWO_POINTER.forOperator;
    }
    case EqOp.APPLY:
      return a === NEGATE_CODE ? TWO_POINTER.negate : TWO_POINTER.apply;
    case EqOp.REDUCE:
      return reduceLine(s, a, b);
    case EqOp.RESULT:
      return TWO_POINTER.result;
    case EqOp.CANNOT_EVALUATE:
      return TWO_POINTER.notFinite;
    default:
      return s.line;
  }
}

/**
 * A REDUCE places a value in the working list: the value just computed (after an APPLY), a
 * value freed of its brackets (three items become one), or a number read: beside an operator,
 * after a minus, or else alone in its segment (right after the pointers were placed).
 */
function reduceLine(s: EquationState, from: number, to: number): number {
  if (s.pendingApply) return s.line === TWO_POINTER.negate ? TWO_POINTER.negate : TWO_POINTER.replace;
  if (from !== to) return TWO_POINTER.dropBrackets;
  switch (s.line) {
    case TWO_POINTER.startsWithMinus:
      return TWO_POINTER.readNegated;
    case TWO_POINTER.forOperator:
    case TWO_POINTER.readOperands:
      return TWO_POINTER.readOperands;
    default:
      return TWO_POINTER.single;
  }
}
