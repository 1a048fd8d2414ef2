import { describe, expect, it } from 'vitest';
import { CHUNK_OPS, type Chunk } from '../../../workers/protocol/chunk';
import { OP_WIDTH } from '../../../workers/protocol/ops';
import { handClock } from '../player/handClock.testSupport';
import { Player } from '../player/Player';
import type { PlayerModel } from '../player/playerTypes';
import type { Pace } from '../player/speed';
import { judgeRace, RaceClock, type RaceLane } from './RaceClock';
import { laneOf } from './raceLane';
import { raceLine, raceNarration } from './raceWords';

/** A lane whose worker has sent `received` of its `total` steps; it records what each frame gave it. */
class FakeLane implements RaceLane {
  steps = 0;
  finished = false;
  frames: number[] = [];
  private thisFrame = 0;
  constructor(
    readonly total: number,
    public received = total,
  ) {}
  ready(limit: number) {
    return Math.min(limit, this.received - this.steps);
  }
  get done() {
    return this.steps >= this.total;
  }
  advance(count: number): void {
    if (count > this.received - this.steps) throw new Error(`advanced ${count} with ${this.received - this.steps} ready`);
    this.steps += count;
    this.thisFrame += count;
  }
  endFrame(): void {
    this.frames.push(this.thisFrame);
    this.thisFrame = 0;
    if (this.done) this.finished = true;
  }
  clearHighlight(): void {}
}

/** A race clock on a hand-driven clock and animation frames. */
function race(lanes: [RaceLane, RaceLane], pace: Pace, frameMs = 16, budgetMs = 8) {
  const frames = handClock();
  let changes = 0;
  const clock = new RaceClock(lanes, { onChange: () => changes++, frameBudgetMs: budgetMs, ...frames.host });
  clock.setPace(pace);
  const tick = () => frames.advance(frameMs);
  const runOut = (limit = 10_000) => {
    for (let i = 0; i < limit && clock.running; i++) tick();
  };
  return { clock, tick, runOut, changes: () => changes };
}

describe('RaceClock', () => {
  it('gives both sides the same number of steps every frame while both run (1 ms per step, 16 ms frames)', () => {
    const a = new FakeLane(300);
    const b = new FakeLane(1000);
    const { clock, tick } = race([a, b], { delay: 1, fastest: false });
    clock.play();
    tick(); // the first frame only starts the clock
    for (let i = 0; i < 10; i++) tick();
    expect(a.frames.slice(1)).toEqual(Array(10).fill(16));
    expect(b.frames).toEqual(a.frames);
    expect(a.steps).toBe(b.steps);
  });

  it('Play gives both sides their first step in its first frame, then one per delay', () => {
    const a = new FakeLane(10);
    const b = new FakeLane(10);
    const { clock, tick } = race([a, b], { delay: 1000, fastest: false });
    clock.play();
    tick();
    expect([a.steps, b.steps]).toEqual([1, 1]);
    for (let i = 0; i < 30; i++) tick(); // 480 ms: the next step is not due
    expect([a.steps, b.steps]).toEqual([1, 1]);
  });

  it('the side with fewer steps wins; the other keeps going until it finishes too', () => {
    const a = new FakeLane(1000);
    const b = new FakeLane(300);
    const { clock, tick, runOut } = race([a, b], { delay: 1, fastest: false });
    clock.play();
    while (!b.finished) tick();
    expect(clock.result).toEqual({ kind: 'winner', side: 1, steps: 300 });
    expect(a.finished).toBe(false);
    // Play's first frame gave one step, then 16 a frame: in its last frame the winner ran out
    // after 11 of the 16 steps; the other used the rest.
    expect(a.steps).toBe(305);
    expect(a.frames.slice(0, -1)).toEqual(b.frames.slice(0, -1));
    expect(clock.running).toBe(true);
    runOut();
    expect(a.steps).toBe(1000);
    expect(clock.running).toBe(false);
    expect(clock.over).toBe(true);
    // The winner stays the winner once both are done.
    expect(raceLine(clock.result as NonNullable<typeof clock.result>, ['Bubble Sort', 'Heap Sort'])).toBe('Winner: Heap Sort in 300 steps');
  });

  it('equal runs finish on the same frame and are declared a tie', () => {
    const a = new FakeLane(777);
    const b = new FakeLane(777);
    const { clock, runOut } = race([a, b], { delay: 1, fastest: true });
    clock.play();
    runOut();
    expect(a.frames.length).toBe(b.frames.length);
    expect(clock.result).toEqual({ kind: 'tie', steps: 777 });
    expect(raceLine({ kind: 'tie', steps: 777 }, ['A', 'B'])).toBe('Tie in 777 steps');
  });

  it('says when the winner finished without reaching its goal; a tie has no winner to qualify', () => {
    expect(raceLine({ kind: 'winner', side: 0, steps: 3 }, ['Iterative Deepening Search', 'A* Search'], 'without reaching E')).toBe(
      'Winner: Iterative Deepening Search in 3 steps, without reaching E',
    );
    expect(raceLine({ kind: 'tie', steps: 3 }, ['A', 'B'], 'without reaching E')).toBe('Tie in 3 steps');
  });

  it("says '1 step', not '1 steps'", () => {
    expect(raceLine({ kind: 'winner', side: 1, steps: 1 }, ['A', 'B'])).toBe('Winner: B in 1 step');
  });

  it('a side still waiting for its worker holds the other back, so neither drifts ahead', () => {
    const a = new FakeLane(1000);
    const b = new FakeLane(1000, 5);
    const { clock, tick } = race([a, b], { delay: 1, fastest: true });
    clock.play();
    tick();
    tick();
    expect([a.steps, b.steps]).toEqual([5, 5]);
    b.received = 600;
    tick();
    expect([a.steps, b.steps]).toEqual([600, 600]);
  });

  it('a step the race waited for shows in the frame it arrives once its delay has passed, as in a single run (pacing.ts)', () => {
    // Play before the worker's first step: it shows when it comes, not a whole delay later.
    const a = new FakeLane(10, 0);
    const b = new FakeLane(10, 0);
    const { clock, tick } = race([a, b], { delay: 1000, fastest: false });
    clock.play();
    for (let i = 0; i < 20; i++) tick();
    a.received = b.received = 1;
    tick();
    expect([a.steps, b.steps]).toEqual([1, 1]);
    // Waiting mid-run, past the next step's delay (2 s): no second delay once it arrives.
    for (let i = 0; i < 125; i++) tick();
    expect(a.steps).toBe(1);
    a.received = b.received = 10;
    tick();
    expect([a.steps, b.steps]).toEqual([2, 2]);
    // Then one a delay, not a burst of what the wait would have granted.
    for (let i = 0; i < 30; i++) tick();
    expect([a.steps, b.steps]).toEqual([2, 2]);
  });

  it('at Fastest the frame budget bounds the work, still equal per side; a stress rate is a fixed count', () => {
    let time = 0;
    const slow = (total: number): RaceLane => {
      const lane = new FakeLane(total);
      const advance = lane.advance.bind(lane);
      // Each step costs 0.01 ms of the shared clock: 8 ms of budget is about 800 steps.
      lane.advance = (count) => {
        time += count * 0.01;
        advance(count);
      };
      return lane;
    };
    const a = slow(100_000) as FakeLane;
    const b = slow(100_000) as FakeLane;
    const clock = new RaceClock([a, b], { onChange: () => {}, frameBudgetMs: 8, now: () => time, requestFrame: () => 1, cancelFrame: () => {} });
    clock.setPace({ delay: 1, fastest: true });
    clock.play();
    (clock as unknown as { frame: (t: number) => void }).frame(16);
    expect(a.frames[0]).toBe(b.frames[0]);
    expect(a.frames[0]).toBeGreaterThan(0);
    expect(a.frames[0]).toBeLessThan(1000);
    const c = new FakeLane(5000);
    const d = new FakeLane(5000);
    const { clock: stress, tick } = race([c, d], { delay: 1, fastest: false, opsPerFrame: 1000 });
    stress.play();
    tick();
    tick();
    expect([c.frames, d.frames]).toEqual([
      [1000, 1000],
      [1000, 1000],
    ]);
  });

  it('pause stops both sides at the same step; play resumes', () => {
    const a = new FakeLane(500);
    const b = new FakeLane(900);
    const { clock, tick } = race([a, b], { delay: 1, fastest: false });
    clock.play();
    tick();
    tick();
    clock.pause();
    const at = a.steps;
    tick();
    expect([a.steps, b.steps]).toEqual([at, at]);
    clock.play();
    tick();
    tick();
    expect(a.steps).toBeGreaterThan(at);
    expect(b.steps).toBe(a.steps);
  });
});

describe('judgeRace', () => {
  /** A lane with `steps` made and `received` more visible steps waiting. */
  const lane = (steps: number, done: boolean, received = 0) => ({ steps, done, ready: (limit: number) => Math.min(limit, received) });

  it('no result while both run; both done: fewer steps wins, equal steps tie', () => {
    expect(judgeRace([lane(10, false, 5), lane(10, false, 5)])).toBeNull();
    expect(judgeRace([lane(40, true), lane(90, true)])).toEqual({ kind: 'winner', side: 0, steps: 40 });
    expect(judgeRace([lane(90, true), lane(90, true)])).toEqual({ kind: 'tie', steps: 90 });
  });

  it('one side done: it wins once the other has made or received more steps; with as many and nothing more yet, not known', () => {
    expect(judgeRace([lane(10, false, 1), lane(10, true)])).toEqual({ kind: 'winner', side: 1, steps: 10 });
    expect(judgeRace([lane(11, false), lane(10, true)])).toEqual({ kind: 'winner', side: 1, steps: 10 });
    // Still waiting for its worker: it may end now (a tie) or go on.
    expect(judgeRace([lane(10, true), lane(10, false)])).toBeNull();
    // Behind after a scrub: known only once what it has received takes it past the finished side.
    expect(judgeRace([lane(10, true), lane(5, false, 5)])).toBeNull();
    expect(judgeRace([lane(10, true), lane(5, false, 6)])).toEqual({ kind: 'winner', side: 0, steps: 10 });
  });
});

/** A model that counts what it applied. */
class CountModel implements PlayerModel<number> {
  applied = 0;
  apply(): void {
    this.applied++;
  }
  clearHighlight(): void {}
  snapshot = () => this.applied;
  restore(value: number): void {
    this.applied = value;
  }
}

/** A player over a stream of `total` operations delivered in chunks of 100, never pacing itself. */
function playerOver(total: number) {
  let sent = 0;
  const model = new CountModel();
  const player = new Player<number>(model, { onFrame: () => {}, onChange: () => {}, requestFrame: () => 0, cancelFrame: () => {} });
  player.setSource(
    {
      next: async (): Promise<Chunk> => {
        const count = Math.min(100, total - sent);
        sent += count;
        return { ops: new Int32Array(count * OP_WIDTH).fill(1), done: sent >= total };
      },
    },
    total,
  );
  return { model, player };
}

describe('RaceClock over real players', () => {
  it('two players race in lockstep to the shorter run and both finish with every operation applied', async () => {
    const short = playerOver(450);
    const long = playerOver(1234);
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
    const frames = handClock();
    const clock = new RaceClock([laneOf(short), laneOf(long)], { onChange: () => {}, ...frames.host });
    clock.setPace({ delay: 1, fastest: false, opsPerFrame: 40 });
    short.player.playExternally();
    long.player.playExternally();
    clock.play();
    expect(short.player.status).toBe('running');
    for (let frame = 0; frame < 200 && clock.running; frame++) {
      await flush();
      frames.advance(16);
      if (!short.player.finished) expect(short.player.cursor).toBe(long.player.cursor);
    }
    expect(short.player.finished && long.player.finished).toBe(true);
    expect([short.model.applied, long.model.applied]).toEqual([450, 1234]);
    expect(clock.result).toEqual({ kind: 'winner', side: 0, steps: 450 });
  });
});

/** Code 0 is a marker (free), anything else a visible step. */
class MarkedModel extends CountModel {
  cost(ops: Int32Array, index: number): number {
    return ops[index * OP_WIDTH] === 0 ? 0 : 1;
  }
}

describe('RaceClock over players with markers', () => {
  it("a side whose last markers are still on their way is not beaten by an equal side: once they come, it's a tie", async () => {
    const steps = (count: number) => new Int32Array(count * OP_WIDTH).fill(1);
    const sidePlayer = (chunks: (() => Promise<Chunk>)[]) => {
      const model = new MarkedModel();
      const player = new Player<number>(model, { onFrame: () => {}, onChange: () => {}, requestFrame: () => 0, cancelFrame: () => {} });
      player.setSource({ next: () => (chunks.shift() as () => Promise<Chunk>)() }, null);
      return { model, player };
    };
    let release: () => void = () => {};
    const markersSent = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Both make CHUNK_OPS visible steps; B's closing markers come in a chunk of their own, late.
    const a = sidePlayer([async () => ({ ops: steps(CHUNK_OPS), done: true })]);
    const b = sidePlayer([
      async () => ({ ops: steps(CHUNK_OPS), done: false }),
      () => markersSent.then(() => ({ ops: new Int32Array(3 * OP_WIDTH), done: true })),
    ]);
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
    const frames = handClock();
    const clock = new RaceClock([laneOf(a), laneOf(b)], { onChange: () => {}, ...frames.host });
    const tick = async () => {
      await flush();
      frames.advance(16);
    };
    clock.setPace({ delay: 1, fastest: true });
    a.player.playExternally();
    b.player.playExternally();
    clock.play();
    for (let i = 0; i < 5; i++) await tick();
    expect([a.player.finished, b.player.cursor]).toEqual([true, CHUNK_OPS]);
    expect(clock.result).toBeNull();
    release();
    for (let i = 0; i < 5 && clock.running; i++) await tick();
    expect(b.model.applied).toBe(CHUNK_OPS + 3);
    expect(clock.result).toEqual({ kind: 'tie', steps: CHUNK_OPS });
  });
});

describe('raceNarration', () => {
  it("names each side's line and leaves out a side with nothing to say", () => {
    const names = ['Bubble Sort', 'Merge Sort (Loop)'] as const;
    expect(raceNarration(names, ['comparing 5 and 4', 'writing 4'])).toBe('Bubble Sort: comparing 5 and 4 · Merge Sort (Loop): writing 4');
    expect(raceNarration(names, ['', 'writing 4'])).toBe('Merge Sort (Loop): writing 4');
    expect(raceNarration(names, ['', ''])).toBe('');
  });
});
