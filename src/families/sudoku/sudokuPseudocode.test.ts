import { describe, expect, it } from 'vitest';
import { generateSudoku } from '../../../workers/games/sudokuGenerator';
import { SUDOKU_LINE, SUDOKU_PSEUDOCODE } from '../../../workers/games/sudokuPseudocode';
import { sudokuSolveOps } from '../../../workers/games/sudokuSolver';
import { seededRandom } from '../../../workers/protocol/random';
import { stepThrough } from '../../engine/player/playerDrive.testSupport';
import { sudokuAdapter } from './sudokuAdapter';
import { SudokuModel } from './sudokuModel';

const code = (model: SudokuModel) => sudokuAdapter.story.code?.(model);
const digitsOf = (text: string) => [...text].map((c) => (c === '.' ? 0 : Number(c)));

/** The marked line and its variables after each step by hand, as the panel shows them. */
function traceOf(puzzle: number[], solution: number[], entries: number[] = []) {
  const model = new SudokuModel(puzzle, entries, solution);
  const ops = Int32Array.from([...sudokuSolveOps(puzzle, entries)].flatMap((op) => [...op]));
  return stepThrough(
    model,
    () => ({ ops, done: true }),
    () => code(model),
  );
}

const write = (cell: string, d: number, candidates: string, depth: number) => ({
  line: SUDOKU_LINE.write,
  variables: [
    ['cell', cell],
    ['d', d],
    ['candidates', candidates],
    ['depth', depth],
  ],
});
const solved = (depth: number) => ({
  line: SUDOKU_LINE.solved,
  variables: [
    ['blanks', 0],
    ['depth', depth],
  ],
});

// The Wikipedia puzzle's solution.
const WIKIPEDIA = digitsOf('534678912672195348198342567859761423426853791713924856961537284287419635345286179');

describe('sudoku pseudocode', () => {
  it('names the lines the operations execute', () => {
    expect(SUDOKU_PSEUDOCODE[SUDOKU_LINE.write]!.trim()).toBe('write d in cell');
    expect(SUDOKU_PSEUDOCODE[SUDOKU_LINE.takeOut]!.trim()).toBe('take d out of cell');
    expect(SUDOKU_PSEUDOCODE[SUDOKU_LINE.solved]!.trim()).toBe('return true');
    expect(SUDOKU_PSEUDOCODE[SUDOKU_LINE.solved - 1]!.trim()).toBe('if no blank is left');
    expect(SUDOKU_PSEUDOCODE[SUDOKU_LINE.failed]!.trim()).toBe('return false');
  });

  it('marks no line before the first step', () => {
    expect(code(new SudokuModel(WIKIPEDIA, [], WIKIPEDIA))).toEqual({ line: -1, variables: [] });
  });

  it('fills three blanks with one candidate each, in reading order, and ends with no blank left', async () => {
    // Row 1 lacks 4 and 6; column 3 has a 6 and column 4 a 4, so each blank has one candidate.
    const puzzle = WIKIPEDIA.map((d, i) => ([2, 3, 80].includes(i) ? 0 : d));
    expect(await traceOf(puzzle, WIKIPEDIA)).toEqual([write('row 1, column 3', 4, '4', 1), write('row 1, column 4', 6, '6', 2), solved(3)]);
  });

  it("starts at the solver's first digit when the visitor's digits are cleared first", async () => {
    const puzzle = WIKIPEDIA.map((d, i) => ([2, 3, 80].includes(i) ? 0 : d));
    const entries = WIKIPEDIA.map((_, i) => (i === 80 ? 1 : 0));
    expect((await traceOf(puzzle, WIKIPEDIA, entries))[0]).toEqual(write('row 1, column 3', 4, '4', 1));
  });

  it('on a hard puzzle, goes one digit deeper per write and one back per take-out, always taking out the last digit still written', async () => {
    const { puzzle, solution } = generateSudoku('hard', seededRandom(99));
    const trace = await traceOf(puzzle, solution);
    const written: { cell: string; d: number }[] = [];
    let takeOuts = 0;
    for (const [step, position] of trace.entries()) {
      const at = `step ${step + 1}`;
      const value = (name: string) => position?.variables.find(([n]) => n === name)?.[1];
      if (step === trace.length - 1) {
        // The last step writes the last blank and finds none left.
        expect(position, at).toEqual(solved(written.length + 1));
        break;
      }
      const [cell, d] = [String(value('cell')), Number(value('d'))];
      if (position?.line === SUDOKU_LINE.write) {
        // A digit the cell's row, column and box leave it.
        expect(String(value('candidates')).split(' '), at).toContain(String(d));
        written.push({ cell, d });
      } else {
        expect(position?.line, at).toBe(SUDOKU_LINE.takeOut);
        expect(written.pop(), at).toEqual({ cell, d });
        takeOuts++;
      }
      expect(value('depth'), at).toBe(written.length);
    }
    expect(takeOuts).toBeGreaterThan(0);
  });
});
