import { describe, expect, it } from 'vitest';
import { eightPuzzleOps } from '../../../workers/games/eightPuzzleOps';
import { EIGHT_PUZZLE_LINE, EIGHT_PUZZLE_PSEUDOCODE } from '../../../workers/games/eightPuzzlePseudocode';
import { stepThrough } from '../../engine/player/playerDrive.testSupport';
import { eightPuzzleAdapter } from './eightPuzzleAdapter';
import { EightPuzzleModel } from './eightPuzzleModel';

const code = (model: EightPuzzleModel) => eightPuzzleAdapter.story.code(model);

/** The marked line and its variables after each step by hand, as the panel shows them. */
function traceOf(tiles: number[]) {
  const model = new EightPuzzleModel(tiles);
  const ops = Int32Array.from([...eightPuzzleOps(tiles)].flatMap((op) => [...op]));
  return stepThrough(
    model,
    () => ({ ops, done: true }),
    () => code(model),
  );
}

const variableOf = (variables: readonly (readonly [string, string | number])[] | undefined, name: string) =>
  variables?.find(([n]) => n === name)?.[1];

describe('8 puzzle pseudocode', () => {
  it('names the lines the operations execute', () => {
    expect(EIGHT_PUZZLE_PSEUDOCODE[EIGHT_PUZZLE_LINE.found]!.trim()).toBe('return the moves that led to node');
    expect(EIGHT_PUZZLE_PSEUDOCODE[EIGHT_PUZZLE_LINE.found - 1]!.trim()).toBe('if node is the goal');
    expect(EIGHT_PUZZLE_PSEUDOCODE[EIGHT_PUZZLE_LINE.none]!.trim()).toBe('return no solution');
    expect(EIGHT_PUZZLE_PSEUDOCODE[EIGHT_PUZZLE_LINE.slide]!.trim()).toBe('slide the tile into the blank');
    expect(EIGHT_PUZZLE_PSEUDOCODE).toContain('    if g of node < 50');
  });

  it('marks no line before A* has answered', () => {
    expect(code(new EightPuzzleModel([1, 2, 3, 4, 5, 6, 0, 7, 8]))).toEqual({ line: -1, variables: [] });
  });

  it('follows each slide of a 2-move board with the g, h and f of the state it reaches', async () => {
    // 1 2 3 / 4 5 6 / _ 7 8: 7 and 8 are one column right of home each (h = 2). A* answers with
    // 2 moves before the first slide, shown with it: 7 left (g 1, h 1), then 8 left (g 2, h 0).
    expect(await traceOf([1, 2, 3, 4, 5, 6, 0, 7, 8])).toEqual([
      {
        line: EIGHT_PUZZLE_LINE.slide,
        variables: [
          ['move', '1 of 2'],
          ['tile', 7],
          ['g', 1],
          ['h', 1],
          ['f', 2],
        ],
      },
      {
        line: EIGHT_PUZZLE_LINE.slide,
        variables: [
          ['move', '2 of 2'],
          ['tile', 8],
          ['g', 2],
          ['h', 0],
          ['f', 2],
        ],
      },
    ]);
  });

  it('on the goal board, stops at the goal test with no move and no state expanded', async () => {
    expect(await traceOf([1, 2, 3, 4, 5, 6, 7, 8, 0])).toEqual([
      {
        line: EIGHT_PUZZLE_LINE.found,
        variables: [
          ['g', 0],
          ['h', 0],
          ['f', 0],
          ['expanded', 0],
        ],
      },
    ]);
  });

  it('along the 31-move path of the hardest board, f never falls and ends at the number of moves', async () => {
    const trace = await traceOf([8, 6, 7, 2, 5, 4, 3, 0, 1]);
    expect(trace).toHaveLength(31);
    const f = trace.map((position) => Number(variableOf(position?.variables, 'f')));
    for (let i = 1; i < f.length; i++) expect(f[i], `move ${i + 1}`).toBeGreaterThanOrEqual(f[i - 1]!);
    expect(f.at(-1)).toBe(31);
    expect(trace.map((position) => variableOf(position?.variables, 'g'))).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
  });
});
