import { describe, expect, it } from 'vitest';
import { nQueenOps } from '../../../workers/games/nQueen';
import { N_QUEEN_LINE, nQueenPseudocode } from '../../../workers/games/nQueenPseudocode';
import { seededRandom } from '../../../workers/protocol/random';
import { drive, stepThrough } from '../../engine/player/playerDrive.testSupport';
import { nQueenAdapter } from './nQueenAdapter';
import { NQueenModel } from './nQueenModel';

const code = (model: NQueenModel) => nQueenAdapter.story.code(model);
const opsOf = (n: number, order: 'normal' | 'random', seed = 1, queens: number[] = []) =>
  Int32Array.from([...nQueenOps(n, order, seededRandom(seed), queens)].flatMap((op) => [...op]));

/** The marked line and its variables after each step by hand, as the panel shows them. */
function traceOf(n: number, order: 'normal' | 'random', seed = 1, queens: number[] = []) {
  const model = new NQueenModel(n, queens);
  const ops = opsOf(n, order, seed, queens);
  return stepThrough(
    model,
    () => ({ ops, done: true }),
    () => code(model),
  );
}

const lines = nQueenPseudocode('normal');
const at = (line: number, row: number, column: number, queens: number) => ({
  line,
  variables: [
    ['row', row],
    ['column', column],
    ['queens', queens],
  ],
});
const place = (row: number, column: number, queens: number) => at(N_QUEEN_LINE.place, row, column, queens);
const remove = (row: number, column: number, queens: number) => at(N_QUEEN_LINE.remove, row, column, queens);

describe('N-Queen pseudocode', () => {
  it('names the lines the operations execute', () => {
    expect(lines[N_QUEEN_LINE.place]!.trim()).toBe('put a queen on (row, column)');
    expect(lines[N_QUEEN_LINE.remove]!.trim()).toBe('take the queen off (row, column)');
    expect(lines[N_QUEEN_LINE.solved]!.trim()).toBe('return true');
    expect(lines[N_QUEEN_LINE.failed]!.trim()).toBe('return false');
    expect(lines[N_QUEEN_LINE.solved - 1]!.trim()).toBe('if every row has a queen');
    // The order the page runs is the order the loop line says.
    expect(nQueenPseudocode('normal')[3]).toContain('left to right');
    expect(nQueenPseudocode('random')[3]).toContain('shuffled');
    expect(nQueenAdapter.story.pseudocode({ n: 6, order: 'random', seed: 2, queens: [] })).toEqual(nQueenPseudocode('random'));
  });

  it('marks no line before the first step', () => {
    expect(code(new NQueenModel(4, []))).toEqual({ line: -1, variables: [] });
  });

  it('follows n = 4 step by step: 8 placements, 4 backtracks, then every row has a queen', async () => {
    // By hand: row 1 tries column 1; row 2's first safe column is 3, after which row 3 has none;
    // column 4 lets row 3 use column 2, and then row 4 has none, so rows 3, 2 and 1 take theirs
    // back. From row 1, column 2: 2 4 1 3, the first solution.
    expect(await traceOf(4, 'normal')).toEqual([
      place(1, 1, 1),
      place(2, 3, 2),
      remove(2, 3, 1),
      place(2, 4, 2),
      place(3, 2, 3),
      remove(3, 2, 2),
      remove(2, 4, 1),
      remove(1, 1, 0),
      place(1, 2, 1),
      place(2, 4, 2),
      place(3, 1, 3),
      // The last queen's step ends the run: the search returns at 'every row has a queen'.
      {
        line: N_QUEEN_LINE.solved,
        variables: [
          ['queens', 4],
          ['n', 4],
        ],
      },
    ]);
  });

  it("starts the trace at the AI's first queen when the visitor's queens are lifted first", async () => {
    const trace = await traceOf(4, 'normal', 1, [5, 10]);
    expect(trace[0]).toEqual(place(1, 1, 1));
    expect(trace).toHaveLength(12);
  });

  it('steps back to the line of the step before, and forward again to the same line', async () => {
    const model = new NQueenModel(4, []);
    const ops = opsOf(4, 'normal');
    const { player } = drive(model, () => ({ ops, done: true }));
    for (let step = 0; step < 3; step++) await player.stepForward();
    expect(code(model)).toEqual(remove(2, 3, 1));
    await player.stepBack();
    expect(code(model)).toEqual(place(2, 3, 2));
    await player.stepBack();
    expect(code(model)).toEqual(place(1, 1, 1));
    await player.stepForward();
    expect(code(model)).toEqual(place(2, 3, 2));
  });

  it('in the randomised order, places and takes back queens one row deeper or shallower at a time, and ends solved', async () => {
    const trace = await traceOf(8, 'random', 7);
    const depths = trace.map((position) => Number(position?.variables.find(([name]) => name === 'queens')?.[1]));
    expect([trace[0]?.line, depths[0]]).toEqual([N_QUEEN_LINE.place, 1]);
    for (let i = 1; i < trace.length - 1; i++) {
      const position = trace[i];
      expect([N_QUEEN_LINE.place, N_QUEEN_LINE.remove]).toContain(position?.line);
      // A placement goes one queen deeper, a backtrack one shallower; its row is that depth.
      expect(depths[i]! - depths[i - 1]!).toBe(position?.line === N_QUEEN_LINE.place ? 1 : -1);
      const row = Number(position?.variables[0]?.[1]);
      expect(row).toBe(position?.line === N_QUEEN_LINE.place ? depths[i] : depths[i]! + 1);
    }
    expect(trace.at(-1)?.line).toBe(N_QUEEN_LINE.solved);
  });
});
