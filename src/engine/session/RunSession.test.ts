import { describe, expect, it, vi } from 'vitest';
import type { Chunk } from '../../../workers/protocol/chunk';
import { OP_WIDTH } from '../../../workers/protocol/ops';
import type { RunApi, RunStarted } from '../../../workers/protocol/run';
import { MIN_CAP_OPERATIONS } from '../player/operationCap';
import type { PlayerModel } from '../player/playerTypes';
import { NO_CODE } from '../story/code';
import { WORKER_FAILED } from '../worker/workerFailure';
import { workerOverChannel } from './fakeWorker.testSupport';
import type { FamilyAdapter } from './familyAdapter';
import { RunSession } from './RunSession';

/** These sessions test pacing and the story's words; their pseudocode is one line no step marks. */
const NO_PANEL = { pseudocode: () => ['count'], code: () => NO_CODE };

// Node has no animation frames; the player only needs them to exist.
vi.stubGlobal('requestAnimationFrame', (cb: (t: number) => void) => setTimeout(() => cb(performance.now()), 16));
vi.stubGlobal('cancelAnimationFrame', (handle: number) => clearTimeout(handle));

/** A board the visitor edits by loading new inputs; it is 'won' when it holds the number 3. */
class CountModel implements PlayerModel<number> {
  applied = 0;
  constructor(public value: number) {}
  apply(): void {
    this.applied++;
  }
  clearHighlight(): void {}
  snapshot = () => this.value;
  restore(value: number): void {
    this.value = value;
  }
}

/** The count family's types: input n is a run of n operations on a model that counts them. */
interface CountTypes {
  input: number;
  runInput: number;
  meta: null;
  model: CountModel;
  extras: { value: number };
}

function adapterWith(deferRun: boolean, workersMade: { count: number }): FamilyAdapter<CountTypes> {
  return {
    starts: deferRun ? 'onPlay' : 'onLoad',
    worker: {
      create: () => {
        workersMade.count++;
        throw new Error('no worker in this test');
      },
      runInput: (input) => input,
      errorText: (message) => `Refused: ${message}`,
    },
    model: { create: (input) => new CountModel(input) },
    story: {
      extras: (model) => ({ value: model.value }),
      narrate: () => '',
      progress: (model, phase) => (phase === 'before' && model.value === 3 ? 'Won by hand' : ''),
      ending: () => ({ outcome: 'Run over', narration: '' }),
      ...NO_PANEL,
    },
  };
}

describe('RunSession for games (deferred runs, outcomes reached by hand)', () => {
  it('a deferred family starts no worker run on load; a plain family does at once', () => {
    const deferred = { count: 0 };
    const session = new RunSession(adapterWith(true, deferred), 1);
    session.load(2);
    expect(deferred.count).toBe(0);
    const eager = { count: 0 };
    new RunSession(adapterWith(false, eager), 1);
    expect(eager.count).toBe(1);
  });

  it('a board finished by hand shows its outcome and reads finished before any run', () => {
    const session = new RunSession(adapterWith(true, { count: 0 }), 1);
    expect(session.store.getSnapshot()).toMatchObject({ status: 'idle', outcome: '' });
    session.load(3);
    expect(session.store.getSnapshot()).toMatchObject({ status: 'finished', outcome: 'Won by hand', extras: { value: 3 } });
    session.load(4);
    expect(session.store.getSnapshot()).toMatchObject({ status: 'idle', outcome: '' });
  });

  it('a deferred run starts on play, and its refusal is told in words', async () => {
    const made = { count: 0 };
    const session = new RunSession(adapterWith(true, made), 1);
    await session.play();
    expect(made.count).toBe(1);
    expect(session.store.getSnapshot().error).toBe('Refused: no worker in this test');
  });
});

describe('RunSession holds the UI while a run starts', () => {
  it('a load tells React and the page (onLoad) after the hold, never inside the load itself', async () => {
    const session = new RunSession(adapterWith(false, { count: 0 }), 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    let heard = 0;
    session.store.subscribe(() => heard++);
    const loaded: number[] = [];
    session.onLoad = (input) => loaded.push(input);
    session.load(2);
    expect(heard).toBe(0);
    expect(loaded).toEqual([]);
    // No frame moves here (the worker cannot start), so the hold's timer ends it.
    await new Promise((resolve) => setTimeout(resolve, 220));
    expect(heard).toBe(1);
    expect(loaded).toEqual([2]);
    expect(session.store.getSnapshot()).toMatchObject({ extras: { value: 2 }, error: 'Refused: no worker in this test' });
  });

  it('never reports an input that a newer load replaced before its report was due', async () => {
    const session = new RunSession(adapterWith(false, { count: 0 }), 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const loaded: number[] = [];
    session.onLoad = (input) => loaded.push(input);
    session.load(2);
    // The hold ends; React hears first, and a reply to it (a Play on a run that ends at once,
    // reshuffling) loads again before the page's report of 2 is delivered.
    let replied = false;
    session.store.subscribe(() => {
      if (replied) return;
      replied = true;
      session.load(4);
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(replied).toBe(true);
    expect(loaded).toEqual([4]);
    expect(session.input).toBe(4);
  });
});

/**
 * A worker's run host behind a real message channel, recording what the page asks of it.
 * `hang`: it never answers a start; `failChunks`: a run's first chunk is not its last, and asking
 * for the next one throws. `crash()` fires the worker's `error` event, as a script that did not
 * load or threw outside any call does.
 */
function fakeWorker(behaviour: { hang?: boolean; failChunks?: boolean } = {}) {
  const asked: string[] = [];
  /** Byte lengths of the buffers the page handed back (RunApi.recycle). */
  const returned: number[] = [];
  let runs = 0;
  const nextChunk = (runId: number): Chunk | null => {
    asked.push(`next ${runId}`);
    if (behaviour.failChunks) throw new Error('the run broke');
    return null;
  };
  const host: RunApi<number, null> = {
    start: (input) => {
      asked.push(`start ${input}`);
      // Comlink awaits what the host returns: a promise that never settles is a start never answered.
      if (behaviour.hang) return new Promise<never>(() => {}) as unknown as RunStarted<null>;
      // A run of `input` operations, all in the first chunk.
      return { runId: ++runs, meta: null, first: { ops: new Int32Array(input * OP_WIDTH), done: !behaviour.failChunks } };
    },
    total: async () => null,
    nextChunk,
    nextChunks: (runId) => {
      const chunk = nextChunk(runId);
      return chunk && [chunk];
    },
    end: (runId) => {
      asked.push(`end ${runId}`);
    },
    recycle: (buffers) => {
      returned.push(...buffers.map((buffer) => buffer.byteLength));
    },
  };
  return { asked, returned, ...workerOverChannel(host) };
}

/** The count family over a fake worker: input n is a run of n operations. */
function countAdapter(
  worker: Worker | (() => Worker),
  createModel: (input: number) => CountModel = (input) => new CountModel(input),
): FamilyAdapter<CountTypes> {
  return {
    starts: 'onLoad',
    worker: { create: typeof worker === 'function' ? worker : () => worker, runInput: (input) => input, errorText: (message) => message },
    model: { create: createModel },
    story: { extras: (model) => ({ value: model.value }), narrate: () => '', ending: () => ({ outcome: 'Run over', narration: '' }), ...NO_PANEL },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('RunSession counts its runs (data-run)', () => {
  it('each load and each replay of a finished run counts one, a pause none', async () => {
    const { worker, close } = fakeWorker();
    const session = new RunSession(countAdapter(worker), 2);
    const run = () => session.store.getSnapshot().run;
    expect(run()).toBe(1);
    session.load(3);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(run()).toBe(2);
    session.setPace({ delay: 1, fastest: true });
    await session.play();
    await vi.waitFor(() => expect(session.player.finished).toBe(true));
    session.pause();
    expect(run()).toBe(2);
    // Play on a finished run replays it as a new run: 'finished' before and after, another number.
    await session.play();
    await vi.waitFor(() => expect(run()).toBe(3), { timeout: 1000 });
    session.dispose();
    close();
  });
});

describe('RunSession and its worker', () => {
  it('a reload starts the new run without a separate end message: the new run ends the old one in the worker', async () => {
    const { asked, worker, close } = fakeWorker();
    const session = new RunSession(countAdapter(worker), 1);
    await settle();
    session.load(2);
    await settle();
    session.load(3);
    await settle();
    expect(asked).toEqual(['start 1', 'start 2', 'start 3']);
    session.dispose();
    close();
  });

  it("a reload hands the old run's chunk buffers back to the worker, and the old player reads nothing after", async () => {
    const { returned, worker, close } = fakeWorker();
    const session = new RunSession(countAdapter(worker), 5);
    session.setPace({ delay: 1, fastest: true });
    await session.play();
    await settle();
    expect(session.player.loaded).toBe(5);
    expect(returned).toEqual([]);
    const old = session.player;
    session.load(7);
    await settle();
    // The run of 5 operations was one chunk of 5 × OP_WIDTH Int32 slots.
    expect(returned).toEqual([5 * OP_WIDTH * 4]);
    expect(old.loaded).toBe(0);
    await old.stepForward();
    expect(old.cursor).toBe(5);
    session.dispose();
    await settle();
    // Leaving the page hands back the second run's chunk too (it had been pulled at once).
    expect(returned).toEqual([5 * OP_WIDTH * 4, 7 * OP_WIDTH * 4]);
    close();
  });

  it('plays the first chunk that came with the start, without asking the worker again', async () => {
    const { asked, worker, close } = fakeWorker();
    const session = new RunSession(countAdapter(worker), 5);
    session.setPace({ delay: 1, fastest: true });
    await session.play();
    await settle();
    expect(session.model.applied).toBe(5);
    expect(session.player.finished).toBe(true);
    expect(asked).toEqual(['start 5']);
    session.dispose();
    close();
  });
});

/** A model that counts the operations applied and says so, except at the start. */
class StepModel implements PlayerModel<{ value: number }> {
  value = 0;
  apply(): void {
    this.value++;
  }
  clearHighlight(): void {}
  snapshot = () => ({ value: this.value });
  restore(snapshot: { value: number }): void {
    this.value = snapshot.value;
  }
}

interface StepTypes {
  input: number;
  runInput: number;
  meta: null;
  model: StepModel;
  extras: { value: number };
}

describe('RunSession narration', () => {
  const stepAdapter = (worker: Worker, options: { starts?: 'onLoad' | 'onPlay'; lastWords?: string } = {}): FamilyAdapter<StepTypes> => ({
    starts: options.starts ?? 'onLoad',
    worker: { create: () => worker, runInput: (input) => input, errorText: (message) => message },
    model: { create: () => new StepModel() },
    story: {
      extras: (model) => ({ value: model.value }),
      narrate: (model) => (model.value > 0 ? `after step ${model.value}` : ''),
      ending: () => ({ outcome: 'Run over', narration: options.lastWords ?? '' }),
      ...NO_PANEL,
    },
  });

  /** The store tells its listeners at most five times a second. */
  const told = () => new Promise((resolve) => setTimeout(resolve, 250));

  it('says nothing stale back at the first step, and never repeats the outcome line when the run ends', async () => {
    const { worker, close } = fakeWorker();
    const session = new RunSession(stepAdapter(worker), 5);
    await session.stepForward();
    await told();
    expect(session.store.getSnapshot()).toMatchObject({ cursor: 1, narration: 'after step 1' });
    await session.stepBack();
    await told();
    expect(session.store.getSnapshot()).toMatchObject({ cursor: 0, narration: '' });
    session.setPace({ delay: 1, fastest: true });
    await session.play();
    await told();
    expect(session.store.getSnapshot()).toMatchObject({ status: 'finished', outcome: 'Run over', narration: '' });
    session.dispose();
    close();
  });

  it('tells the page of a load in a family that runs on Play too (no hold to wait for)', async () => {
    const { worker, close } = fakeWorker();
    const session = new RunSession(stepAdapter(worker, { starts: 'onPlay' }), 5);
    const heard: number[] = [];
    session.onLoad = (input) => heard.push(input);
    session.load(7);
    session.load(8);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The replaced load is not reported: it would put 7 back into the page's URL.
    expect(heard).toEqual([8]);
    session.dispose();
    close();
  });

  it('tells each step taken by hand at once, however quickly they follow each other, and stands paused there', async () => {
    const { worker, close } = fakeWorker();
    const session = new RunSession(stepAdapter(worker), 5);
    for (const step of [1, 2, 3]) {
      await session.stepForward();
      await told();
      expect(session.store.getSnapshot()).toMatchObject({ cursor: step, narration: `after step ${step}`, status: 'paused', midRun: true });
    }
    await session.seek(0);
    await told();
    expect(session.store.getSnapshot()).toMatchObject({ cursor: 0, status: 'idle', midRun: false });
    session.dispose();
    close();
  });

  it("drops the run's last words when a step back leaves the end", async () => {
    const { worker, close } = fakeWorker();
    const session = new RunSession(stepAdapter(worker, { lastWords: 'Done: all five' }), 5);
    session.setPace({ delay: 1, fastest: true });
    await session.play();
    await told();
    expect(session.store.getSnapshot()).toMatchObject({ status: 'finished', narration: 'Done: all five' });
    await session.stepBack();
    await told();
    expect(session.store.getSnapshot()).toMatchObject({ outcome: '', narration: 'after step 4' });
    session.dispose();
    close();
  });
});

describe('RunSession stepping', () => {
  it('steps back to the start of a model whose snapshot is a plain number, 0 included', async () => {
    const { worker, close } = fakeWorker();
    // CountModel's snapshot is its value, which apply() leaves at 0.
    const session = new RunSession(
      countAdapter(worker, () => new CountModel(0)),
      3,
    );
    await session.stepForward();
    expect(session.player.cursor).toBe(1);
    await session.stepBack();
    expect(session.player.cursor).toBe(0);
    session.dispose();
    close();
  });
});

describe('RunSession when its worker fails', () => {
  /** The count family, each worker made by `make` and kept in `made`. */
  function failingSession(behaviour: Parameters<typeof fakeWorker>[0]) {
    const made: ReturnType<typeof fakeWorker>[] = [];
    const make = () => {
      const fake = fakeWorker(behaviour);
      made.push(fake);
      return fake.worker;
    };
    const session = new RunSession(countAdapter(make), 5);
    return { session, made };
  }

  it('a worker that dies before answering is reported in words, not left waiting; Play then tries a new one', async () => {
    const { session, made } = failingSession({ hang: true });
    await settle();
    expect(made).toHaveLength(1);
    made[0]!.crash();
    await settle();
    expect(made[0]!.terminated()).toBe(true);
    expect(session.store.getSnapshot()).toMatchObject({ status: 'idle', cursor: 0, error: WORKER_FAILED });
    void session.play();
    await settle();
    expect(made).toHaveLength(2);
    made[1]!.crash();
    await settle();
    expect(session.running).toBe(false);
    expect(session.store.getSnapshot().error).toBe(WORKER_FAILED);
    session.dispose();
    for (const fake of made) fake.close();
  });

  it('a chunk the worker cannot give stops the run at its first step with the reason, instead of running starved', async () => {
    const { session, made } = failingSession({ failChunks: true });
    session.setPace({ delay: 1, fastest: true });
    void session.play();
    await settle();
    await settle();
    expect(session.running).toBe(false);
    expect(session.store.getSnapshot()).toMatchObject({ status: 'idle', cursor: 0, error: 'the run broke' });
    expect(made[0]!.asked).toContain('next 1');
    session.dispose();
    for (const fake of made) fake.close();
  });

  it('a new input clears the error line', async () => {
    const { session, made } = failingSession({ hang: true });
    await settle();
    made[0]!.crash();
    await settle();
    session.load(6);
    // The store tells React once the load's hold ends.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(session.store.getSnapshot().error).toBe('');
    session.dispose();
    for (const fake of made) fake.close();
  });
});

describe('RunSession at Fastest on a stage that draws per change', () => {
  /** Holds the thread for `ms`, as drawing or applying does. */
  const busy = (ms: number) => {
    const end = performance.now() + ms;
    while (performance.now() < end);
  };
  /** Applying an operation costs 10 µs, so the player's time budget alone would allow hundreds a frame. */
  class CostlyModel extends CountModel {
    apply(): void {
      busy(0.01);
      super.apply();
    }
  }
  /**
   * A session over a run of operations that cost 10 µs each, drawn by a stage whose every frame
   * takes 25 ms (a long frame at 60 Hz); `playRun` loads a run of 20,000 at Fastest, plays it for
   * FRAMES_WATCHED frames and returns what each frame applied.
   */
  const FRAMES_WATCHED = 12;
  function slowStage(drawsPerChange: boolean) {
    const { worker, close } = fakeWorker();
    const adapter = countAdapter(worker, (input) => new CostlyModel(input));
    const session = new RunSession(adapter, 0);
    let perFrame: number[] = [];
    let seen = 0;
    session.attachRenderer({
      drawsPerChange,
      setView: () => {
        seen = 0;
      },
      draw: () => {
        const applied = session.model.applied;
        if (applied > seen) perFrame.push(applied - seen);
        seen = applied;
        busy(25);
      },
      destroy: () => {},
    });
    session.setPace({ delay: 1, fastest: true });
    const playRun = async () => {
      perFrame = [];
      session.load(20_000);
      await session.play();
      // Counted in frames, not in wall time: a loaded machine draws fewer frames a second, and
      // what is asserted is what each frame applied.
      const deadline = Date.now() + 20_000;
      while (perFrame.length < FRAMES_WATCHED && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      return perFrame.slice(0, FRAMES_WATCHED);
    };
    const end = () => {
      session.dispose();
      close();
    };
    return { playRun, end };
  }

  it('applies fewer operations a frame while frames run long, and the next run starts at that rate', async () => {
    const { playRun, end } = slowStage(true);
    const first = await playRun();
    expect(first.length).toBeGreaterThan(7);
    expect(first[0]).toBeGreaterThanOrEqual(256);
    expect(Math.max(...first.slice(6))).toBeLessThanOrEqual(2 * MIN_CAP_OPERATIONS);
    const second = await playRun();
    expect(second[0]).toBeLessThanOrEqual(2 * MIN_CAP_OPERATIONS);
    end();
  });

  it('a stage that draws by pixels keeps applying as many as the time budget allows', async () => {
    const { playRun, end } = slowStage(false);
    const frames = await playRun();
    expect(frames.length).toBeGreaterThan(6);
    expect(Math.min(...frames.slice(0, -1))).toBeGreaterThanOrEqual(256);
    end();
  });
});
