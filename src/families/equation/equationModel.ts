import { NEGATE_CODE, OPERATOR_CODES } from '../../../workers/equation/arithmetic';
import { EqOp, equationOpCost, QUEUE_MOVE } from '../../../workers/equation/equationOps';
import { TWO_POINTER } from '../../../workers/equation/equationPseudocode';
import type { EquationMode } from '../../../workers/equation/equationTypes';
import type { ExpressionCheck } from '../../../workers/equation/parse';
import type { Token } from '../../../workers/equation/tokens';
import { OP_WIDTH } from '../../../workers/protocol/ops';
import { copyState, restoreState } from '../../engine/model/modelState';
import type { PlayerModel } from '../../engine/player/playerTypes';
import type { RunValues } from '../../engine/session/familyAdapter';
import { lineOf } from './codeLine';
import { type EquationState, initialState, type WorkItem } from './equationState';

/** A value as JavaScript prints a number: ASCII minus, no grouping, `1e+36`, full precision. */
export const formatValue = (value: number) => String(value);

/**
 * An operand in a step's text: a negative one in brackets, so `(-4) ^ 8 = 65536` cannot be read
 * as -(4^8), as textbooks read `-4 ^ 8`.
 */
const operandText = (text: string) => (text.startsWith('-') ? `(${text})` : text);

/** The shunting yard's change of phase, said after the step it comes with. */
export const QUEUE_COMPLETE = 'the output queue is complete: evaluate it';

/**
 * The visible state of an evaluation: the token tape, the stacks, the output queue, the
 * two-pointer working list, the partial value and the result. The renderer reads it; the
 * player drives it with the worker's operations.
 */
export class EquationModel implements PlayerModel<EquationState> {
  /** Everything a step changes; snapshot and restore copy it whole. */
  readonly state: EquationState;
  /** Bumped on every change, so the renderer redraws only after one (not state: a restore is a change too). */
  revision = 0;
  /** For infix input, the postfix and prefix forms the worker converted it to ('' otherwise); not state: the run's start sets them once. */
  forms = { postfix: '', prefix: '' };

  /** The tape: the expression's tokens, also when only its structure is wrong ([] for a bad token). */
  readonly tokens: readonly Token[];
  /** Why the expression cannot run ('Invalid Token', 'Invalid Expression'), '' when it can. */
  readonly inputError: string;
  /** Where and why, in words ('Two numbers in a row at position 3'), '' when it can run. */
  readonly inputReason: string;
  /** A minus before a bracket: the postfix and prefix forms spell it `-1 x *` (convert.ts). */
  readonly negatesBracket: boolean;

  constructor(
    readonly mode: EquationMode,
    readonly expression: string,
    check: ExpressionCheck,
    private readonly values: RunValues,
  ) {
    this.tokens = check.tokens;
    this.inputError = check.error;
    this.inputReason = check.reason;
    this.negatesBracket = this.tokens.some((token) => token.kind === 'negate');
    this.state = initialState(this.tokens);
  }

  value(index: number): string {
    return index >= 0 && index < this.values.length ? formatValue(this.values[index]!) : '?';
  }

  /**
   * A token as the operator stack and the output queue show it: a minus that negates reads `neg`,
   * so the queue reads as postfix without doubt (`1 2 + neg`, not a second binary `-`).
   */
  operatorText(tape: number): string {
    const token = this.tokens[tape];
    if (!token) return '?';
    return token.kind === 'negate' ? 'neg' : token.text;
  }

  workText(item: WorkItem): string {
    return 'tape' in item ? this.tokens[item.tape]!.text : this.value(item.value);
  }

  cost(ops: Int32Array, index: number): number {
    return equationOpCost(ops[index * OP_WIDTH]!);
  }

  apply(ops: Int32Array, index: number): void {
    const at = index * OP_WIDTH;
    const [code, a, b, c] = [ops[at]!, ops[at + 1]!, ops[at + 2]!, ops[at + 3]!];
    const s = this.state;
    this.revision++;
    // Before the operation changes the state: its line depends on where the run stood.
    s.line = lineOf(this.mode, this.tokens, s, code, a, b);
    switch (code) {
      case EqOp.READ:
        s.current = a;
        this.markRead(a);
        this.forgetOperands();
        s.step = `read ${this.tokens[a]!.text}`;
        break;
      case EqOp.PUSH_VALUE:
        s.operands.push(a);
        s.pushes++;
        s.value = a;
        s.step = this.computed(a) ?? `push ${this.value(a)}`;
        break;
      case EqOp.POP_VALUE:
        s.pops++;
        this.popped(s.operands.at(-1) ?? -1);
        s.step = `pop ${this.value(s.operands.pop() ?? -1)}`;
        break;
      case EqOp.APPLY:
        s.leftValue = a === NEGATE_CODE ? -1 : b;
        s.rightValue = c;
        s.pendingApply =
          a === NEGATE_CODE ? `-(${this.value(b)})` : `${operandText(this.value(b))} ${OPERATOR_CODES[a]} ${operandText(this.value(c))}`;
        s.step = `apply ${s.pendingApply}`;
        break;
      case EqOp.PUSH_OPERATOR:
        s.operators.push(a);
        s.pushes++;
        s.step = `push ${this.operatorText(a)} onto the operator stack`;
        break;
      case EqOp.POP_OPERATOR:
        this.popOperator(a === QUEUE_MOVE);
        break;
      case EqOp.OUTPUT_NUMBER:
        s.queue.push(a);
        s.step = `${this.operatorText(a)} goes to the output queue`;
        break;
      case EqOp.PHASE:
        s.phase = a;
        s.current = -1;
        // A marker is shown with the step before it (the player applies both together), so that
        // step's words stay: the queue's last move would otherwise never be said.
        s.step = s.step ? `${s.step}; ${QUEUE_COMPLETE}` : QUEUE_COMPLETE;
        break;
      case EqOp.READ_QUEUE:
        // Not a token of the expression: the queue holds tokens already counted when the input was read.
        s.queueCursor = a;
        this.forgetOperands();
        s.step = `read ${this.operatorText(s.queue[a]!)} from the output queue`;
        break;
      case EqOp.POINTERS:
        s.left = a;
        s.right = b;
        s.step = a < 0 ? 'no brackets left: reduce the whole list' : 'innermost brackets found: reduce between them';
        break;
      case EqOp.READ_WORK:
        this.forgetOperands();
        this.readWork(a);
        break;
      case EqOp.REDUCE:
        s.value = c;
        this.readOperand(a, c);
        this.reduce(a, b, c);
        break;
      case EqOp.RESULT:
        s.result = a;
        break;
      case EqOp.CANNOT_EVALUATE:
        s.failed = true;
        break;
    }
  }

  /**
   * Two-pointer: a number read beside the operator at the cursor is its left operand when it
   * lies before it (the cursor then moves onto it, so the right one, read next, lies after);
   * the number after a minus is the one it negates.
   */
  private readOperand(at: number, valueIndex: number): void {
    const s = this.state;
    if (s.line === TWO_POINTER.readOperands) {
      if (at < s.workCursor) s.leftValue = valueIndex;
      else s.rightValue = valueIndex;
    } else if (s.line === TWO_POINTER.readNegated) s.rightValue = valueIndex;
  }

  /** A new token is read: the operands of the one before are no longer what the line reads. */
  private forgetOperands(): void {
    this.state.leftValue = -1;
    this.state.rightValue = -1;
  }

  /**
   * An operand popped for the operator being applied: postfix (and the shunting yard's queue,
   * which is postfix) pops the right operand first, prefix the left.
   */
  private popped(valueIndex: number): void {
    const s = this.state;
    const rightFirst = this.mode !== 'prefix';
    if ((rightFirst ? s.rightValue : s.leftValue) < 0) {
      if (rightFirst) s.rightValue = valueIndex;
      else s.leftValue = valueIndex;
    } else if (rightFirst) s.leftValue = valueIndex;
    else s.rightValue = valueIndex;
  }

  /**
   * The step text of a computed value (and marks it partial), or null when nothing was applied.
   * A value that is not a finite number ends the run ('Cannot Evaluate'): it is no partial value
   * of the expression, so the partial line is cleared rather than showing NaN or Infinity (or
   * keeping an older value that is no longer the last one computed).
   */
  private computed(valueIndex: number): string | null {
    const s = this.state;
    if (!s.pendingApply) return null;
    const text = `${s.pendingApply} = ${this.value(valueIndex)}`;
    s.pendingApply = '';
    s.partial = Number.isFinite(this.values[valueIndex]) ? valueIndex : -1;
    return text;
  }

  private popOperator(move: boolean): void {
    const s = this.state;
    const top = s.operators.pop() ?? -1;
    s.pops++;
    const text = this.operatorText(top);
    if (move) s.queue.push(top);
    s.step = move ? `move ${text} to the output queue` : `drop the bracket ${text}`;
  }

  private readWork(position: number): void {
    const s = this.state;
    s.workCursor = position;
    const item = s.work[position];
    if (item && 'tape' in item) {
      s.current = item.tape;
      this.markRead(item.tape);
    }
    s.step = `read ${item ? this.workText(item) : '?'}`;
  }

  /**
   * Two-pointer: items from..to become one value. Tape tokens leaving the list here are read now:
   * a number read as its value (the tape highlight moves to it) or a dropped bracket pair.
   * The pointers are positions in the list, so they move with it: R (or the list's end) shifts
   * left by the items removed, and once the brackets themselves are dropped neither mark is set
   * until the next search places them.
   */
  private reduce(from: number, to: number, valueIndex: number): void {
    const s = this.state;
    if (from === s.left) {
      s.left = -2;
      s.right = -2;
    } else if (s.right > to) s.right -= to - from;
    for (let i = from; i <= to; i++) {
      const item = s.work[i];
      if (item && 'tape' in item) this.markRead(item.tape);
    }
    const first = s.work[from];
    if (from === to && first && 'tape' in first) s.current = first.tape;
    const replaced = first && 'tape' in first ? this.tokens[first.tape]!.text : '';
    s.work.splice(from, to - from + 1, { value: valueIndex });
    s.workCursor = from;
    const computed = this.computed(valueIndex);
    s.step = computed ?? (from === to ? this.numberRead(replaced, this.value(valueIndex)) : `drop the brackets around ${this.value(valueIndex)}`);
  }

  /** A number taken as its value: the value is worth saying only where it reads differently ('007' is 7). */
  private numberRead(text: string, value: string): string {
    return text === value ? `read the number ${value}` : `read ${text} as ${value}`;
  }

  /**
   * Marks a tape token read. 'Tokens read' counts each token of the expression once, so every
   * mode ends at the expression's token count (the two-pointer mode reads an operator before the
   * numbers beside it, and a bracket only when its pair is dropped).
   */
  private markRead(tape: number): void {
    const s = this.state;
    if (s.read[tape]) return;
    s.read[tape] = 1;
    s.tokensRead++;
  }

  /**
   * The player calls this half a delay after each step and at the end, to end the step's
   * highlight. The equation stage keeps it: the token being read stays marked until the next
   * read, since a tape needs its place shown (at the end too, on the last token read).
   */
  clearHighlight(): void {}

  snapshot(): EquationState {
    return copyState(this.state);
  }

  restore(saved: EquationState): void {
    restoreState(this.state, saved);
    this.revision++;
  }
}
