// Every family's model, scrubbed: a keyframe taken at a step, played past and restored, must be
// that step exactly. A field a step changes but the model keeps outside its state fails here.
import { describe, expect, it } from 'vitest';
import { equationRunner } from '../../workers/equation/equationRunner';
import { EQUATION_MODES } from '../../workers/equation/equationTypes';
import { gamesRunner } from '../../workers/games/gamesRunner';
import { generateSudoku } from '../../workers/games/sudokuGenerator';
import { OP_WIDTH } from '../../workers/protocol/ops';
import { seededRandom } from '../../workers/protocol/random';
import { ChunkedRun, type FamilyRunner } from '../../workers/protocol/workerHost';
import { schedulerRunner } from '../../workers/scheduler/schedulerRunner';
import { SCHEDULER_ALGORITHMS } from '../../workers/scheduler/schedulerTypes';
import { searchRunner } from '../../workers/search/searchRunner';
import { gridSearches } from '../../workers/search/searchTypes';
import { randomGrid } from '../../workers/search/testGrids.testSupport';
import { sortRunner } from '../../workers/sort/sortRunner';
import { sortAlgorithms } from '../../workers/sort/sortTypes';
import type { FamilyAdapter, FamilyTypes } from '../engine/session/familyAdapter';
import { DirtySet } from '../render/dirtySet';
import { eightPuzzleAdapter } from './eightpuzzle/eightPuzzleAdapter';
import { equationAdapter } from './equation/equationAdapter';
import { nQueenAdapter } from './nqueen/nQueenAdapter';
import { schedulerAdapter } from './scheduler/schedulerAdapter';
import { arrayAdapter, gridAdapter } from './search/searchAdapters';
import { sortAdapter } from './sort/sortAdapter';
import { sudokuAdapter } from './sudoku/sudokuAdapter';

/** What the player reads of a model, and what the page's story makes of it. */
interface Scrubbed {
  apply(ops: Int32Array, index: number): void;
  clearHighlight(): void;
  snapshot(): unknown;
  restore(snapshot: unknown): void;
  readonly state: object;
}

/** One family's run: its operations from the real generator, fresh models, and the story's words. */
interface Run {
  name: string;
  count: number;
  ops: Int32Array;
  modelAfter(operations: number): Scrubbed;
  story(model: Scrubbed): unknown;
}

/** A family run as the page runs it: the adapter's worker input and model, the worker's generator pulled in chunks. */
function runOf<T extends FamilyTypes, R>(name: string, adapter: FamilyAdapter<T>, runner: FamilyRunner<R, T['meta']>, input: T['input']): Run {
  const runInput = runner.validate(adapter.worker.runInput(input));
  const chunks = new ChunkedRun((table) => runner.operations(runInput, table));
  const parts: number[] = [];
  const values: number[] = [];
  for (;;) {
    const chunk = chunks.next();
    parts.push(...chunk.ops);
    if (chunk.values) values.push(...chunk.values);
    if (chunk.done) break;
  }
  const ops = Int32Array.from(parts);
  const meta = runner.meta(runInput);
  const modelAfter = (operations: number) => {
    const model = adapter.model.create(input, values);
    adapter.model.started?.(model, meta);
    for (let i = 0; i < operations; i++) model.apply(ops, i);
    return model as T['model'] & Scrubbed;
  };
  const story = (model: Scrubbed) => {
    const m = model as T['model'];
    const { extras, narrate, progress, ending, code } = adapter.story;
    return { extras: extras(m), narration: narrate(m), progress: progress?.(m, 'running') ?? '', ending: ending(m), code: code(m) };
  };
  return { name, count: ops.length / OP_WIDTH, ops, modelAfter, story };
}

/** Counters that only tell a renderer something changed: a restore is a change too. */
const CHANGE_COUNTERS = new Set(['revision', 'version']);

/**
 * Every field of a model a renderer or the story could read, highlights over: its own fields but
 * the dirty sets (what to redraw), change counters and the cell renderers' functions.
 */
function fieldsOf(model: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(model).filter(([key, value]) => typeof value !== 'function' && !(value instanceof DirtySet) && !CHANGE_COUNTERS.has(key)),
  );
}

const sortValues = [31, 7, 52, 7, 18, 44, 3, 60, 25, 12, 39, 18, 5, 57, 28, 9, 46, 33, 21, 14];
const sortRuns = sortAlgorithms
  .filter((algorithm) => algorithm !== 'bogosort')
  .map((algorithm) => runOf(`sort ${algorithm}`, sortAdapter, sortRunner, { algorithm, values: sortValues, seed: 9 }));
const bogosort = runOf('sort bogosort', sortAdapter, sortRunner, { algorithm: 'bogosort', values: [4, 1, 3, 2], seed: 9 });

const searchValues = [14, 3, 27, 8, 41, 19, 33, 5, 22, 36, 11, 29, 47, 2, 16];
const arrayRuns = (['linearsearch', 'binarysearch'] as const).flatMap((algorithm) =>
  [36, 20].map((key) => runOf(`array ${algorithm} for ${key}`, arrayAdapter, searchRunner, { algorithm, values: searchValues, key })),
);
const grid = randomGrid(7, 0.25);
const gridRuns = gridSearches.map((algorithm) =>
  runOf(`grid ${algorithm}`, gridAdapter, searchRunner, { algorithm, grid, diagonal: algorithm === 'astarSearch', limit: 12 }),
);

const equationRuns = [
  ...EQUATION_MODES.map((mode) => {
    const expression = mode === 'postfix' ? '3 4 2 * 1 5 - 2 3 ^ ^ / +' : mode === 'prefix' ? '+ 3 / * 4 2 ^ - 1 5 ^ 2 3' : '3+4*2/(1-5)^2^3';
    return runOf(`equation ${mode}`, equationAdapter, equationRunner, { mode, expression });
  }),
  runOf('equation infix that cannot evaluate', equationAdapter, equationRunner, { mode: 'infix', expression: '-(2+3)/(4-4)' }),
];

const processes = [
  { arrival: 0, burst: 7, priority: 3 },
  { arrival: 1, burst: 4, priority: 1 },
  { arrival: 2, burst: 9, priority: 4 },
  { arrival: 4, burst: 2, priority: 2 },
  { arrival: 6, burst: 5, priority: 5 },
];
const schedulerRuns = SCHEDULER_ALGORITHMS.map((algorithm) =>
  runOf(`scheduler ${algorithm}`, schedulerAdapter, schedulerRunner, { algorithm, procs: processes, quantum: 3, seed: 4 }),
);

const sudoku = generateSudoku('medium', seededRandom(5));
const blank = sudoku.puzzle.indexOf(0);
const sudokuEntries = sudoku.puzzle.map((_, i) => (i === blank ? sudoku.solution[i]! : 0));
const gameRuns = [
  runOf('sudoku, a visitor digit cleared first', sudokuAdapter, gamesRunner, {
    clues: sudoku.puzzle,
    entries: sudokuEntries,
    solution: sudoku.solution,
  }),
  runOf('N-Queen 6, random order, two attacking visitor queens', nQueenAdapter, gamesRunner, { n: 6, order: 'random', seed: 3, queens: [0, 7] }),
  runOf('N-Queen 5, normal order', nQueenAdapter, gamesRunner, { n: 5, order: 'normal', seed: 0, queens: [] }),
  runOf('8 puzzle', eightPuzzleAdapter, gamesRunner, { tiles: [4, 1, 3, 7, 2, 6, 0, 5, 8], handMoves: 2 }),
];

const runs = [...sortRuns, bogosort, ...arrayRuns, ...gridRuns, ...equationRuns, ...schedulerRuns, ...gameRuns];

/** The steps a keyframe is taken at: the start, the first step, ten spread inside, the last and the end. */
function keyframes(count: number): number[] {
  const inside = Array.from({ length: 10 }, (_, i) => Math.round(((i + 1) * count) / 11));
  return [...new Set([0, 1, ...inside, count - 1, count])].filter((k) => k >= 0 && k <= count);
}

/** Whether the run's state matches at one of its keyframes at least. */
const someKeyframe = <S>(run: Run, test: (state: S) => boolean) => keyframes(run.count).some((k) => test(run.modelAfter(k).state as S));

const byName = (name: string) => {
  const run = runs.find((r) => r.name === name);
  if (!run) throw new Error(`no run named ${name}`);
  return run;
};

describe('every model restores a keyframe to exactly the step it was taken at', () => {
  it('takes keyframes where the fields that are easy to forget hold something', () => {
    for (const run of runs) expect(run.count, run.name).toBeGreaterThan(3);
    const sorts = ['countingsort', 'radixsort'].map((algorithm) => byName(`sort ${algorithm}`));
    for (const run of sorts)
      expect(
        someKeyframe<{ buckets: Int32Array }>(run, (s) => s.buckets.some((n) => n > 0)),
        run.name,
      ).toBe(true);
    expect(someKeyframe<{ pivot: number }>(byName('sort quicksort(pivotlast)'), (s) => s.pivot >= 0)).toBe(true);
    expect(someKeyframe<{ rounds: number }>(bogosort, (s) => s.rounds > 0)).toBe(true);
    expect(someKeyframe<{ round: number }>(byName('grid iterativedepthLimitSearch'), (s) => s.round > 1)).toBe(true);
    expect(someKeyframe<{ failed: boolean }>(byName('equation infix that cannot evaluate'), (s) => s.failed)).toBe(true);
    expect(someKeyframe<{ backtracks: number }>(byName('N-Queen 6, random order, two attacking visitor queens'), (s) => s.backtracks > 0)).toBe(true);
    expect(someKeyframe<{ slices: unknown[] }>(byName('scheduler roundrobin'), (s) => s.slices.length > 2)).toBe(true);
    expect(someKeyframe<{ tickets: number }>(byName('scheduler lottery'), (s) => s.tickets > 1)).toBe(true);
  });

  it.each(runs.map((run) => [run.name, run] as const))('%s', (_, run) => {
    for (const k of keyframes(run.count)) {
      const at = `${run.name}, keyframe at ${k} of ${run.count}`;
      const scrubbed = run.modelAfter(k);
      const saved = scrubbed.snapshot();
      for (let i = k; i < run.count; i++) scrubbed.apply(run.ops, i);
      scrubbed.restore(saved);

      const fresh = run.modelAfter(k);
      expect(scrubbed.state, at).toEqual(fresh.state);
      // A restore shows no highlight (the player then applies the steps up to the one sought, and
      // the last of them shows its own). Once the fresh model's highlight is over too, the two
      // tell the same story and every other field matches, derived ones included (conflicts, the
      // solved look, each bar's colour).
      scrubbed.clearHighlight();
      fresh.clearHighlight();
      expect(run.story(scrubbed), at).toEqual(run.story(fresh));
      expect(fieldsOf(scrubbed), at).toEqual(fieldsOf(fresh));

      // Played on, the restored model follows the same run; the keyframe it came from is untouched
      // by that, so a second seek to it restores the same step again.
      const end = run.modelAfter(run.count);
      for (let i = k; i < run.count; i++) scrubbed.apply(run.ops, i);
      expect(scrubbed.state, `${at}, played on`).toEqual(end.state);
      scrubbed.restore(saved);
      expect(scrubbed.state, `${at}, restored again`).toEqual(fresh.state);
    }
  });
});
