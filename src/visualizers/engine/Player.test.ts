import { describe, expect, it } from 'vitest';
import { CHUNK_OPS, type Chunk } from '../../../workers/protocol/chunk';
import { ChunkedRun } from '../../../workers/sort/sortRun';
import { bucketsFor, type SortAlgorithm } from '../../../workers/protocol/sortTypes';
import { BarModel, type BarSnapshot } from '../sort/barModel';
import { Player } from './Player';
import { UiStore } from './uiStore';

/** A player over a real sort stream with a hand-driven clock and animation frames. */
function setup(algorithm: SortAlgorithm, values: number[]) {
  let time = 0;
  let queued: ((t: number) => void) | null = null;
  let frames = 0;
  const model = new BarModel(values, bucketsFor(algorithm, values));
  const player = new Player<BarSnapshot>(model, {
    onFrame: () => frames++,
    onChange: () => {},
    now: () => time,
    requestFrame: (cb) => {
      queued = cb;
      return 1;
    },
    cancelFrame: () => {
      queued = null;
    },
  });
  const run = new ChunkedRun({ algorithm, values, seed: 9 });
  player.setSource({ next: async (): Promise<Chunk> => run.next() }, null);
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  const tick = async (ms: number) => {
    await flush();
    time += ms;
    const cb = queued;
    queued = null;
    cb?.(time);
  };
  return { model, player, tick, flush, frames: () => frames };
}

const reversed = (n: number) => Array.from({ length: n }, (_, i) => n - i);
const state = (m: BarModel) => ({ values: Array.from(m.values), sorted: Array.from(m.sorted), c: m.comparisons, w: m.writes });

describe('Player', () => {
  it('applies elapsed / delay operations per frame, pauses and resumes at the same point', async () => {
    const { player, tick, model } = setup('bubblesort', reversed(10));
    player.setPace({ delay: 100, fastest: false });
    player.play();
    await tick(16); // first frame only starts the clock
    await tick(250);
    expect(player.cursor).toBe(2);
    expect(player.status).toBe('running');
    player.pause();
    const at = player.cursor;
    await tick(1000);
    expect(player.cursor).toBe(at);
    expect(model.comparisons).toBe(1);
    player.play();
    await tick(16);
    await tick(100);
    expect(player.cursor).toBe(at + 1);
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
    const before = state(model);
    await player.stepBack();
    expect(player.cursor).toBe(CHUNK_OPS + 9);
    expect(state(model)).not.toEqual(before);
    await player.stepForward();
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
