import { describe, expect, it } from 'vitest';
import { OP_WIDTH, type Operation } from '../../../workers/protocol/ops';
import { createRunHost } from '../../../workers/protocol/workerHost';
import type { PlayerModel } from '../player/playerTypes';
import { MAX_SPEED, paceOf } from '../player/speed';
import type { FamilyAdapter } from '../session/familyAdapter';
import { workerOverChannel } from '../session/fakeWorker.testSupport';
import { FilmRun } from './filmRun';
import { FRAME_MS, framesOfRun } from './filmPacing';

/** A run's shape: `steps` visible steps (code 1), each followed by `markers` free markers (code 0). */
interface Shape {
  steps: number;
  markers: number;
}

/** Counts the visible steps it was given; highlighted from a step until the highlight pause ends. */
class StepModel implements PlayerModel<number> {
  steps = 0;
  highlighted = false;
  apply(ops: Int32Array, index: number): void {
    if (ops[index * OP_WIDTH] === 1) {
      this.steps++;
      this.highlighted = true;
    }
  }
  cost(ops: Int32Array, index: number): number {
    return ops[index * OP_WIDTH];
  }
  clearHighlight(): void {
    this.highlighted = false;
  }
  snapshot = () => this.steps;
  restore(steps: number): void {
    this.steps = steps;
  }
}

function* operationsOf({ steps, markers }: Shape): Iterator<Operation> {
  for (let s = 0; s < steps; s++) {
    yield [1, s, 0, 0];
    for (let m = 0; m < markers; m++) yield [0, s, m, 0];
  }
}

interface StepTypes {
  input: Shape;
  runInput: Shape;
  meta: null;
  model: StepModel;
  extras: { steps: number };
}

/** The family over the real worker host (workers/protocol/workerHost.ts), behind a real message channel. */
function stepFamily(): { adapter: FamilyAdapter<StepTypes>; close: () => void } {
  const channels: (() => void)[] = [];
  const host = createRunHost<Shape, null>({
    validate: (input) => input as Shape,
    operations: (input) => operationsOf(input),
    meta: () => null,
    countStream: (input) => operationsOf(input),
    stepCostOf: () => (code) => code,
  });
  const adapter: FamilyAdapter<StepTypes> = {
    starts: 'onLoad',
    worker: {
      create: () => {
        const made = workerOverChannel(host);
        channels.push(made.close);
        return made.worker;
      },
      runInput: (input) => input,
      errorText: (message) => `Couldn't run: ${message}`,
    },
    model: { create: () => new StepModel() },
    story: {
      extras: (model) => ({ steps: model.steps }),
      narrate: () => '',
      ending: (model) => ({ outcome: `Done in ${model.steps} steps`, narration: '' }),
    },
  };
  return {
    adapter,
    close: () => {
      for (const close of channels) close();
    },
  };
}

/** Films a run to its end: the visible steps on each frame, and the outcome line of the last. */
async function film(shape: Shape, pace = paceOf(-200, false)) {
  const { adapter, close } = stepFamily();
  const run = new FilmRun(adapter, shape, pace);
  await run.start();
  const shown: number[] = [];
  const highlights: boolean[] = [];
  while (!run.done) {
    // The page makes one frame per display frame: the worker's messages (its count) come in between.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await run.next();
    shown.push(run.model.steps);
    highlights.push(run.model.highlighted);
  }
  const result = { shown, highlights, outcome: run.outcome, steps: run.steps, pace: run.pace };
  run.dispose();
  close();
  return result;
}

describe('a video frame is 1/30 s of the run, paced as on the page', () => {
  it('at 200 ms a step, step k shows (k − 1) × 200 ms after the first, each for six frames, and the end is held one delay', async () => {
    const { shown, outcome, steps } = await film({ steps: 10, markers: 2 });
    expect(steps).toBe(10);
    // Play's first frame shows the first step; each later step a delay later (the clock adds
    // 1/6 of a delay a frame in floating point, so a step due on a frame's edge may show on the next).
    expect(shown[0]).toBe(1);
    for (let k = 2; k <= 10; k++) expect(Math.abs(shown.indexOf(k) - ((k - 1) * 200) / FRAME_MS)).toBeLessThanOrEqual(1);
    expect(Math.abs(shown.length - framesOfRun(10, paceOf(-200, false)))).toBeLessThanOrEqual(1);
    // 10 steps of 200 ms: 2 s of video, within a frame or two.
    expect(Math.abs(shown.length * FRAME_MS - 10 * 200)).toBeLessThanOrEqual(2 * FRAME_MS);
    expect(outcome).toBe('Done in 10 steps');
  });

  it('the highlight pause: half a delay after a step its highlight goes, as on the page', async () => {
    const { highlights } = await film({ steps: 3, markers: 0 }, paceOf(-1000, false));
    // A step shows at frames 0, 30 (or 31), 60 (or 61); its highlight stays for the first half of its second.
    expect(highlights.slice(0, 15).every(Boolean)).toBe(true);
    expect(highlights.slice(16, 30).some(Boolean)).toBe(false);
    expect(highlights.slice(30, 32).some(Boolean)).toBe(true);
  });

  it('Fastest shows as many steps a frame as the fastest slider does in 1/30 s, across chunks full of markers', async () => {
    // 3000 steps with 5 markers each: 18,000 operations, over four chunks of the worker's.
    const shape = { steps: 3000, markers: 5 };
    const fastest = await film(shape, paceOf(-2500, true));
    const slider = await film(shape, paceOf(MAX_SPEED, false));
    expect(fastest.pace).toEqual({ delay: -MAX_SPEED, fastest: false });
    expect(fastest.shown).toEqual(slider.shown);
    const perFrame = fastest.shown.map((steps, i) => steps - (fastest.shown[i - 1] ?? 0));
    // Play's first step, then 33⅓ steps a frame (1 ms each), never held back by the worker, up
    // to the frame that shows the last step.
    expect(perFrame[0]).toBe(1);
    const running = perFrame.slice(1, fastest.shown.indexOf(3000));
    expect(running.length).toBeGreaterThan(80);
    for (const steps of running) expect([33, 34]).toContain(steps);
    expect(fastest.shown.at(-1)).toBe(3000);
    expect(Math.abs(fastest.shown.length - framesOfRun(3000, fastest.pace))).toBeLessThanOrEqual(1);
  });

  it("a run the worker refuses rejects with the page's error line", async () => {
    const { adapter, close } = stepFamily();
    const refused: FamilyAdapter<StepTypes> = {
      ...adapter,
      worker: {
        ...adapter.worker,
        runInput: () => {
          throw new Error('too many steps');
        },
      },
    };
    const run = new FilmRun(refused, { steps: 1, markers: 0 }, paceOf(-200, false));
    await expect(run.start()).rejects.toThrow("Couldn't run: too many steps");
    run.dispose();
    close();
  });
});
