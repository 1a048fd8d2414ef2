import type { Token } from '../../../workers/equation/tokens';

/** A working-list item of the two-pointer mode: a tape token still unused, or a value index. */
export type WorkItem = { tape: number } | { value: number };

/** Everything a step can change, declared once: a keyframe copies it whole (modelState.ts). */
export interface EquationState {
  /** Tape index being read (-1: none). */
  current: number;
  /** 1 for each tape token already read. */
  read: number[];
  /** Operand stack: value indices, bottom first. */
  operands: number[];
  /** Operator stack (shunting yard): tape indices, bottom first. */
  operators: number[];
  /** Output queue (shunting yard): tape indices in postfix order. */
  queue: number[];
  /** Output position being read in the evaluation phase (-1: none). */
  queueCursor: number;
  /** 0: building the output queue; 1: evaluating it. */
  phase: number;
  /** The two-pointer working list and its pointers (-2: not set). */
  work: WorkItem[];
  left: number;
  right: number;
  /** Working list position being read (-1: none). */
  workCursor: number;
  /** The last value computed (value index, -1: none), shown as 'Partial'. */
  partial: number;
  /** The run's result (value index, -1: not yet). */
  result: number;
  failed: boolean;
  /** The last step in words. */
  step: string;
  /** An operation applied and waiting for its result: 'left op right'. */
  pendingApply: string;
  tokensRead: number;
  pushes: number;
  pops: number;
  /** The pseudocode line the last operation executes (workers/equation/equationPseudocode.ts; -1 before the first step). */
  line: number;
  /** The operands the current operator reads, as value indices (-1: not popped or read yet). */
  leftValue: number;
  rightValue: number;
  /** The last value pushed or placed in the working list, finite or not (value index, -1: none). */
  value: number;
}

export function initialState(tokens: readonly Token[]): EquationState {
  return {
    current: -1,
    read: tokens.map(() => 0),
    operands: [],
    operators: [],
    queue: [],
    queueCursor: -1,
    phase: 0,
    work: tokens.map((_, tape) => ({ tape })),
    left: -2,
    right: -2,
    workCursor: -1,
    partial: -1,
    result: -1,
    failed: false,
    step: '',
    pendingApply: '',
    tokensRead: 0,
    pushes: 0,
    pops: 0,
    line: -1,
    leftValue: -1,
    rightValue: -1,
    value: -1,
  };
}
