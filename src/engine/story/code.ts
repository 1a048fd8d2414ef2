/**
 * An algorithm's pseudocode, one entry a line, in the site's one style: short lines in plain
 * words; `if` or `while` for a comparison, `swap` for a swap, `for` or `while` for a loop;
 * two spaces of indentation a level of nesting.
 */
export type Pseudocode = readonly string[];

/** A variable the current line reads, named as in the pseudocode ('i', 'pivot', 'g'). */
export type Variable = readonly [name: string, value: string | number];

/** Where a run stands in its pseudocode: the line the operation on the stage executed, and the values that line reads. */
export interface CodePosition {
  /** Index into the pseudocode; -1 before the first step. */
  line: number;
  variables: readonly Variable[];
}

export const NO_CODE: CodePosition = Object.freeze({ line: -1, variables: Object.freeze([]) });

/** The indentation level of a line (two spaces a level). */
export function indentOf(line: string): number {
  return Math.floor((line.length - line.trimStart().length) / 2);
}
