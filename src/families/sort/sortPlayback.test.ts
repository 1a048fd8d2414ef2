// The engine's player driven by its first client: real sort streams on the bar model, a hand-driven clock.
import { describe, expect, it } from 'vitest';
import { CHUNK_OPS } from '../../../workers/protocol/chunk';
import { OP_WIDTH } from '../../../workers/protocol/ops';
import { ChunkedRun, createRunHost } from '../../../workers/protocol/workerHost';
import { isMarker } from '../../../workers/sort/sortOps';
import { sortRunner } from '../../../workers/sort/sortRunner';
import type { SortAlgorithm } from '../../../workers/sort/sortTypes';
import { handClock } from '../../engine/player/handClock.testSupport';
import type { Player } from '../../engine/player/Player';
import { drive } from '../../engine/player/playerDrive.testSupport';
import type { PlayerModel } from '../../engine/player/playerTypes';
import { RaceClock } from '../../engine/race/RaceClock';
import { RaceSession, type RacingSession } from '../../engine/race/RaceSession';
import { laneOf } from '../../engine/race/raceLane';
import { raceLine } from '../../engine/race/raceWords';
import type { RunUi } from '../../engine/session/uiSlices';
import { UiStore } from '../../engine/store/uiStore';
import { BarModel } from './barModel';
import type { SortState } from './sortState';

/** A player over a real sort stream. */
function setup(algorithm: SortAlgorithm, values: number[]) {
  const model = new BarModel(algorithm, values);
  const run = new ChunkedRun((table) => sortRunner.operations({ algorithm, values, seed: 9 }, table));
  return drive<SortState, BarModel>(model, () => run.next());
}

/** Every operation of a sort run, to count its visible steps. */
function allOps(algorithm: SortAlgorithm, values: number[]): Int32Array {
  const run = new ChunkedRun((table) => sortRunner.operations({ algorithm, values, seed: 9 }, table));
  const parts: Int32Array[] = [];
  for (let c = run.next(); ; c = run.next()) {
    parts.push(c.ops);
    if (c.done) break;
  }
  return Int32Array.from(parts.flatMap((p) => Array.from(p)));
}

const reversed = (n: number) => Array.from({ length: n }, (_, i) => n - i);
const state = (m: BarModel) => ({ values: Array.from(m.values), sorted: Array.from(m.sorted), c: m.comparisons, w: m.writes });

describe('Player', () => {
  it('applies elapsed / delay operations per frame, pauses and resumes at the same point', async () => {
    const { player, tick, model } = setup('bubblesort', reversed(10));
    player.setPace({ delay: 100, fastest: false });
    player.play();
    await tick(16); // Play's first frame shows the first step
    expect(player.cursor).toBe(1);
    await tick(250);
    expect(player.cursor).toBe(3);
    expect(player.status).toBe('running');
    player.pause();
    const at = player.cursor;
    await tick(1000);
    expect(player.cursor).toBe(at);
    expect(model.comparisons).toBe(2); // compare, swap, compare
    player.play();
    await tick(16); // played again, the next step shows at once
    expect(player.cursor).toBe(at + 1);
    await tick(100);
    expect(player.cursor).toBe(at + 2);
  });

  it('at the fastest pace runs to the end and returns to idle, sorted', async () => {
    const { player, tick, model } = setup('quicksort(pivotlast)', reversed(300));
    player.setPace({ delay: 2500, fastest: true });
    player.play();
    for (let i = 0; i < 200 && !player.finished; i++) await tick(16);
    expect(player.finished).toBe(true);
    expect(player.status).toBe('idle');
    expect(Array.from(model.values)).toEqual(reversed(300).reverse());
  });

  it('tells the UI store of a frame only when the frame applied operations', async () => {
    const { player, tick, changes } = setup('bubblesort', reversed(10));
    player.setPace({ delay: 1000, fastest: false });
    player.play();
    await tick(16); // Play's first frame shows the first step
    expect(player.cursor).toBe(1);
    const afterPlay = changes();
    for (let i = 0; i < 30; i++) await tick(16); // 480 ms: no step due yet
    expect(player.cursor).toBe(1);
    expect(changes()).toBe(afterPlay);
    for (let i = 0; i < 40; i++) await tick(16); // past 1000 ms: the second step
    expect(player.cursor).toBe(2);
    expect(changes()).toBeGreaterThan(afterPlay);
  });

  it('a fixed stress rate applies exactly that many operations per frame', async () => {
    const { player, tick } = setup('bubblesort', reversed(200));
    player.setPace({ delay: 1, fastest: false, opsPerFrame: 1000 });
    player.play();
    await tick(16);
    await tick(16);
    expect(player.cursor).toBe(2000);
  });

  it('steps back then forward to the same state, across keyframes, and scrubs anywhere', async () => {
    const { player, model } = setup('heapsort', reversed(400));
    await player.seek(CHUNK_OPS + 10);
    expect(player.cursor).toBe(CHUNK_OPS + 10);
    await player.stepForward();
    const at = player.cursor;
    const before = state(model);
    await player.stepBack();
    expect(player.cursor).toBeLessThan(at);
    expect(state(model)).not.toEqual(before);
    await player.stepForward();
    expect(player.cursor).toBe(at);
    expect(state(model)).toEqual(before);
    await player.seek(3);
    const early = state(model);
    await player.seek(CHUNK_OPS * 2 + 5);
    await player.seek(3);
    expect(state(model)).toEqual(early);
    await player.seek(0);
    expect(state(model).values).toEqual(reversed(400));
  });

  it('stepping off the end finishes the run', async () => {
    const { player, model } = setup('insertionsort', [2, 1]);
    for (let i = 0; i < 10; i++) await player.stepForward();
    expect(player.finished).toBe(true);
    expect(Array.from(model.values)).toEqual([1, 2]);
  });
});

describe('Player pacing by cost', () => {
  it('charges the delay only for visible steps: markers (sorted, phase) take no time', async () => {
    const values = reversed(12);
    const ops = allOps('bubblesort', values);
    const count = ops.length / OP_WIDTH;
    let visible = 0;
    for (let i = 0; i < count; i++) if (!isMarker(ops[i * OP_WIDTH]!)) visible++;
    expect(visible).toBeLessThan(count);
    const { player, tick } = setup('bubblesort', values);
    player.setPace({ delay: 100, fastest: false });
    player.play();
    await tick(16);
    let frames = 0;
    while (!player.finished && frames < 10 * count) {
      await tick(100);
      frames++;
    }
    // The first visible step in Play's frame, then one per 100 ms frame.
    expect(frames).toBe(visible - 1);
  });

  it('a step of fractional cost runs several times per delay (a scheduler tick is a quarter)', async () => {
    const applied: number[] = [];
    const model: PlayerModel<number> = {
      apply: (ops, i) => applied.push(ops[i * OP_WIDTH + 1]!),
      cost: () => 0.25,
      clearHighlight: () => {},
      snapshot: () => applied.length,
      restore: (n) => {
        applied.length = n;
      },
    };
    const ops = new Int32Array(40 * OP_WIDTH);
    for (let i = 0; i < 40; i++) ops[i * OP_WIDTH + 1] = i;
    let sent = false;
    const { player, tick } = drive(model, () => {
      const chunk = { ops: sent ? new Int32Array(0) : ops, done: sent };
      sent = true;
      return chunk;
    });
    player.setPace({ delay: 100, fastest: false });
    player.play();
    await tick(16); // Play's first frame: one delay's worth at once
    expect(applied).toEqual([0, 1, 2, 3]);
    await tick(100);
    expect(applied).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    await tick(50);
    expect(applied).toHaveLength(10);
  });

  it('a step forward takes one visible step with the markers before it; a step back returns to where it began', async () => {
    const { player, model } = setup('bubblesort', [2, 1, 3]);
    const seen: number[] = [];
    for (let i = 0; i < 20 && !player.finished; i++) {
      const before = model.comparisons + model.writes;
      await player.stepForward();
      seen.push(model.comparisons + model.writes - before);
    }
    // Every step applied exactly one visible operation (a swap writes twice), the last with the
    // closing 'sorted' marker: no click is left that changes nothing.
    expect(seen.every((d) => d === 1 || d === 2)).toBe(true);
    expect(Array.from(model.sorted)).toEqual([1, 1, 1]);
    await player.stepBack();
    await player.stepBack();
    const at = player.cursor;
    const before = state(model);
    await player.stepForward();
    await player.stepBack();
    expect(player.cursor).toBe(at);
    expect(state(model)).toEqual(before);
  });
});

describe('UiStore', () => {
  it('notifies at most once per interval, from a timer, with the latest value; urgent changes at once', async () => {
    let n = 0;
    const store = new UiStore(() => n, 30);
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getSnapshot()));
    for (let i = 1; i <= 50; i++) {
      n = i;
      store.changed();
    }
    expect(seen).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(seen).toEqual([50]);
    n = 51;
    store.changed(true);
    expect(seen).toEqual([50, 51]);
  });
});

describe('UiStore held while a run makes its first frame', () => {
  it('emits nothing while held, urgent changes included, then once, from a task of its own', async () => {
    let n = 0;
    const store = new UiStore(() => n, 30);
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getSnapshot()));
    store.hold();
    n = 1;
    store.changed(true);
    n = 2;
    store.changed();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(seen).toEqual([]);
    store.release();
    expect(seen).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([2]);
  });

  it('a hold with no change meanwhile emits nothing on release', async () => {
    const store = new UiStore(() => 1, 30);
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getSnapshot()));
    store.hold();
    store.release();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(seen).toEqual([]);
  });
});

/** Visible steps of a sort run: its operations less its markers. */
function visibleSteps(algorithm: SortAlgorithm, values: number[]): number {
  const ops = allOps(algorithm, values);
  let visible = 0;
  for (let i = 0; i < ops.length; i += OP_WIDTH) if (!isMarker(ops[i]!)) visible++;
  return visible;
}

/** Two real sort players raced by one clock on hand-driven frames (RaceSession's lanes). */
function raceOf(algorithms: [SortAlgorithm, SortAlgorithm], values: number[], delay: number) {
  const sides = algorithms.map((algorithm) => setup(algorithm, values));
  const frames = handClock();
  const clock = new RaceClock([laneOf(sides[0]!), laneOf(sides[1]!)], { onChange: () => {}, ...frames.host });
  clock.setPace({ delay, fastest: false });
  for (const side of sides) side.player.playExternally();
  clock.play();
  const tick = async (ms: number) => {
    await sides[0]!.flush();
    frames.advance(ms);
  };
  return { clock, sides, tick };
}

describe('Race on real sort streams: a step is a visible step', () => {
  it('a sort with markers raced against itself takes as long as one run: one delay per visible step', async () => {
    const values = [5, 4, 3, 2, 1];
    const visible = visibleSteps('bubblesort', values);
    expect(visible).toBeLessThan(allOps('bubblesort', values).length / OP_WIDTH);
    const { clock, tick } = raceOf(['bubblesort', 'bubblesort'], values, 200);
    await tick(16); // Play's first frame gives each side its first step
    let frames = 0;
    while (clock.running && frames < 1000) {
      await tick(200);
      frames++;
    }
    expect(clock.over).toBe(true);
    expect(frames).toBe(visible - 1);
    expect(clock.result).toEqual({ kind: 'tie', steps: visible });
  });

  it('markers do not decide the winner: counting sort and radix sort with the same visible steps tie', async () => {
    const values = [3, 1, 3, 0, 4];
    // Ten visible changes each (count or bucket, then rebuild); counting sort adds a 'sorted' per bar.
    expect([visibleSteps('countingsort', values), visibleSteps('radixsort', values)]).toEqual([10, 10]);
    const { clock, tick, sides } = raceOf(['countingsort', 'radixsort'], values, 1);
    clock.setPace({ delay: 1, fastest: true });
    for (let i = 0; i < 100 && clock.running; i++) await tick(16);
    expect(clock.over).toBe(true);
    const result = clock.result;
    expect(raceLine(result as NonNullable<typeof result>, ['Counting Sort', 'Radix Sort'])).toBe('Tie in 10 steps');
    expect(sides.map((side) => side.player.steps)).toEqual([10, 10]);
  });

  it('each frame gives both sides the same visible steps, whatever markers each has', async () => {
    const values = reversed(30);
    const ops = [allOps('bubblesort', values), allOps('insertionsort', values)];
    const { clock, tick, sides } = raceOf(['bubblesort', 'insertionsort'], values, 10);
    // Visible steps a side has made, counted from its whole stream (the player's own count aside).
    const made = (side: 0 | 1) =>
      ops[side]!.subarray(0, sides[side]!.player.cursor * OP_WIDTH).filter((code, i) => i % OP_WIDTH === 0 && !isMarker(code)).length;
    await tick(16);
    for (let i = 0; i < 40; i++) {
      await tick(30);
      expect(made(0)).toBe(made(1));
    }
    // One step in Play's first frame, then 3 a 30 ms frame for 40 frames.
    expect(made(0)).toBe(121);
    expect(sides.map((side) => side.player.steps)).toEqual([121, 121]);
    clock.pause();
  });

  it('Step forward in a race moves each side by one visible step; Step back returns both', async () => {
    const values = [4, 1, 3, 2, 5];
    const sides = (['bubblesort', 'heapsort'] as const).map((algorithm) => setup(algorithm, values));
    const racing = sides.map(
      (side): RacingSession<number[], { n: number }> => ({
        store: new UiStore<RunUi<{ n: number }>>(() => ({}) as RunUi<{ n: number }>, 1000),
        input: values,
        player: side.player as Player<unknown>,
        lane: laneOf({ player: side.player as Player<unknown> }),
        load: () => {},
        setPace: () => {},
        setHighlights: () => {},
        prepare: async () => true,
        replayInput: () => values,
        play: async () => {},
        pause: () => side.player.pause(),
        seek: (target) => side.player.seek(target),
        dispose: () => {},
        shortfall: '',
      }),
    );
    const race = new RaceSession<number[], { n: number }>([racing[0]!, racing[1]!], ['Bubble Sort', 'Heap Sort'], (input) => input);
    const changes = () => sides.map(({ model }) => model.comparisons + model.writes);
    const shortest = Math.min(visibleSteps('bubblesort', values), visibleSteps('heapsort', values));
    for (let step = 1; step <= shortest; step++) {
      const before = changes();
      await race.stepForward();
      // One visible operation on each side (a swap writes twice), never a marker alone.
      for (const [i, count] of changes().entries()) expect([1, 2], `side ${i}, step ${step}`).toContain(count - before[i]!);
    }
    expect([race.stepsOf(0), race.stepsOf(1)]).toEqual([shortest, shortest]);
    // Mid-run, a step forward and back leaves both sides as they were.
    await race.seek(0);
    for (let step = 0; step < 3; step++) await race.stepForward();
    const at = sides.map(({ model }) => state(model));
    await race.stepForward();
    await race.stepBack();
    expect([race.stepsOf(0), race.stepsOf(1)]).toEqual([3, 3]);
    expect(sides.map(({ model }) => state(model))).toEqual(at);
    race.dispose();
  });
});

describe('the progress bar counts what Step forward moves by', () => {
  it("the worker's counted steps are the clicks of Step forward from start to end, for every counted sort", async () => {
    const values = [5, 1, 4, 2, 8, 3, 3, 0];
    for (const algorithm of ['bubblesort', 'quicksort(pivotlast)', 'countingsort', 'radixsort', 'heapsort', 'mergesort(loop)'] as const) {
      const host = createRunHost(sortRunner, () => {});
      const { runId } = host.start({ algorithm, values, seed: 1 });
      const length = await host.total(runId);
      const { player } = setup(algorithm, values);
      let clicks = 0;
      while (!player.finished && clicks < 1000) {
        await player.stepForward();
        clicks++;
      }
      expect(length?.steps, algorithm).toBe(clicks);
      expect(player.steps, algorithm).toBe(clicks);
      expect(length?.ops, algorithm).toBeGreaterThan(clicks); // markers are operations, not steps
    }
  });
});
