import { describe, expect, it } from 'vitest';
import { CHUNK_OPS, type Chunk } from '../../../workers/protocol/chunk';
import { OP_WIDTH } from '../../../workers/protocol/ops';
import { RaceClock } from '../race/RaceClock';
import { laneOf } from '../race/raceLane';
import { handClock } from './handClock.testSupport';
import { Player } from './Player';
import { drive } from './playerDrive.testSupport';
import type { PlayerModel } from './playerTypes';

const FRAME_MS = 16;
const DELAY_MS = 1000;

/** A chunk of `count` operations whose first is a visible step and the rest free markers (a non-final chunk must be full to be played). */
function chunkOf(count: number, done: boolean, allVisible = false): Chunk {
  const ops = new Int32Array(count * OP_WIDTH);
  for (let i = 0; i < count; i++) ops[i * OP_WIDTH] = i === 0 || allVisible ? 1 : 0;
  return { ops, done };
}

/**
 * The worker's chunks and when each is ready: the first at once, one step with its markers; the
 * second 300 ms later, before the next step is due; the third (two steps, the end) after a long
 * wait, past that step's delay.
 */
const ARRIVALS: { at: number; chunk: () => Chunk }[] = [
  { at: 0, chunk: () => chunkOf(CHUNK_OPS, false) },
  { at: 300, chunk: () => chunkOf(CHUNK_OPS, false) },
  { at: 3500, chunk: () => chunkOf(2, true, true) },
];

/** A worker run whose chunks come when the test's clock reaches their time. */
function feed() {
  const waiting: ((chunk: Chunk) => void)[] = [];
  let sent = 0;
  return {
    next: () => new Promise<Chunk>((resolve) => waiting.push(resolve)),
    deliver(time: number) {
      while (waiting.length > 0 && sent < ARRIVALS.length && ARRIVALS[sent]!.at <= time) {
        (waiting.shift() as (chunk: Chunk) => void)(ARRIVALS[sent]!.chunk());
        sent++;
      }
    },
  };
}

/** Code 1 is a visible step (one delay), 0 a free marker. */
function model(): PlayerModel<number> {
  let applied = 0;
  return {
    apply: () => applied++,
    cost: (ops, i) => ops[i * OP_WIDTH]!,
    clearHighlight: () => {},
    snapshot: () => applied,
    restore: (n) => {
      applied = n;
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The times (ms after Play) at which a single run showed each visible step. */
async function singleRunTimes(): Promise<number[]> {
  const source = feed();
  const { player, tick } = drive(model(), source.next);
  player.setPace({ delay: DELAY_MS, fastest: false });
  player.play();
  const shown: number[] = [];
  for (let time = FRAME_MS; time < 6000 && !player.finished; time += FRAME_MS) {
    source.deliver(time);
    const before = player.steps;
    await tick(FRAME_MS);
    if (player.steps > before) shown.push(time);
  }
  return shown;
}

/** The same for a race of the run against itself: both sides get their chunks at the same times. */
async function raceTimes(): Promise<number[]> {
  const sides = [0, 1].map(() => {
    const source = feed();
    const player = new Player<number>(model(), { onFrame: () => {}, onChange: () => {}, requestFrame: () => 0, cancelFrame: () => {} });
    player.setSource({ next: source.next }, null);
    return { source, player };
  });
  const frames = handClock();
  const clock = new RaceClock([laneOf(sides[0]!), laneOf(sides[1]!)], { onChange: () => {}, ...frames.host });
  clock.setPace({ delay: DELAY_MS, fastest: false });
  for (const side of sides) side.player.playExternally();
  clock.play();
  const shown: number[] = [];
  for (let time = FRAME_MS; time < 6000 && clock.running; time += FRAME_MS) {
    for (const side of sides) side.source.deliver(time);
    await flush();
    const before = sides[0]!.player.steps;
    frames.frameAt(time);
    expect(sides[1]!.player.steps).toBe(sides[0]!.player.steps);
    if (sides[0]!.player.steps > before) shown.push(time);
  }
  return shown;
}

describe('a race and a single run pace alike, waiting for the worker included', () => {
  it('a step that arrives early waits out its delay; one that arrives after its delay shows in the next frame; both clocks show each step on the same frame', async () => {
    const single = await singleRunTimes();
    expect(single).toHaveLength(4);
    const [first, second, third, fourth] = single as [number, number, number, number];
    // Play's first frame shows the first step.
    expect(first).toBe(FRAME_MS);
    // The second step's chunk came at 300 ms: it still waits out its delay, not shown at once.
    expect(second - first).toBeGreaterThanOrEqual(DELAY_MS);
    expect(second - first).toBeLessThan(DELAY_MS + 2 * FRAME_MS);
    // The third came at 3500 ms, long after its delay: shown in that frame, with no second wait.
    expect(third).toBe(3504);
    // Then one step per delay again.
    expect(fourth - third).toBeGreaterThan(DELAY_MS - 2 * FRAME_MS);
    expect(fourth - third).toBeLessThan(DELAY_MS + 2 * FRAME_MS);
    expect(await raceTimes()).toEqual(single);
  });
});
