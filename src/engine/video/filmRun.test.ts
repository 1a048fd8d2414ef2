import { describe, expect, it } from 'vitest';
import { OP_WIDTH, type Operation } from '../../../workers/protocol/ops';
import { createRunHost } from '../../../workers/protocol/workerHost';
import type { PlayerModel } from '../player/playerTypes';
import { MAX_SPEED, paceOf } from '../player/speed';
import { workerOverChannel } from '../session/fakeWorker.testSupport';
import type { FamilyAdapter } from '../session/familyAdapter';
import { NO_CODE } from '../story/code';
import { FRAME_MS, framesOfRun } from './filmPacing';
import { FilmRun } from './filmRun';

/** A run's shape: `steps` visible steps (code 1; code 2 with `quarter`), each followed by `markers` free markers (code 0). */
interface Shape {
  steps: number;
  markers: number;
  /** Each step takes a quarter of a delay (a scheduler's lane move) instead of a whole one. */
  quarter?: boolean;
}

/** What an operation costs, by code: a marker nothing, a step a whole delay or a quarter. */
const costOf = (code: number): number => (code === 2 ? 0.25 : code);

/** Counts the visible steps it was given; highlighted from a step until the highlight pause ends. */
class StepModel implements PlayerModel<number> {
  steps = 0;
  highlighted = false;
  apply(ops: Int32Array, index: number): void {
    if (ops[index * OP_WIDTH]! > 0) {
      this.steps++;
      this.highlighted = true;
    }
  }
  cost(ops: Int32Array, index: number): number {
    return costOf(ops[index * OP_WIDTH]!);
  }
  clearHighlight(): void {
    this.highlighted = false;
  }
  snapshot = () => this.steps;
  restore(steps: number): void {
    this.steps = steps;
  }
}

function* operationsOf({ steps, markers, quarter }: Shape): Iterator<Operation> {
  for (let s = 0; s < steps; s++) {
    yield [quarter ? 2 : 1, s, 0, 0];
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
    stepCostOf: () => costOf,
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
      pseudocode: () => ['step'],
      code: () => NO_CODE,
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
  const result = { shown, highlights, outcome: run.outcome, delays: run.delays, pace: run.pace };
  run.dispose();
  close();
  return result;
}

describe('a video frame is 1/30 s of the run, paced as on the page', () => {
  it('at 200 ms a step, step k shows (k − 1) × 200 ms after the first, each for six frames, and the end is held one delay', async () => {
    const { shown, outcome, delays } = await film({ steps: 10, markers: 2 });
    expect(delays).toBe(10);
    // Play's first frame shows the first step; each later step exactly a delay later, on the
    // frame it is due (six frames of 1/6 of a delay add up to a whole one: pacing.ts's tolerance).
    expect(shown[0]).toBe(1);
    for (let k = 2; k <= 10; k++) expect(shown.indexOf(k)).toBe(Math.round(((k - 1) * 200) / FRAME_MS));
    expect(shown.length).toBe(framesOfRun(10, paceOf(-200, false)));
    // 10 steps of 200 ms: 2 s of video.
    expect(shown.length * FRAME_MS).toBeCloseTo(10 * 200, 6);
    expect(outcome).toBe('Done in 10 steps');
  });

  it('the highlight pause: half a delay after a step its highlight goes, as on the page', async () => {
    const { highlights } = await film({ steps: 3, markers: 0 }, paceOf(-1000, false));
    // Steps show at frames 0 and 30 (the last, at 60, ends the run); a highlight stays for the first half of its second.
    expect(highlights.slice(0, 15).every(Boolean)).toBe(true);
    expect(highlights.slice(15, 30).some(Boolean)).toBe(false);
    expect(highlights.slice(30, 45).every(Boolean)).toBe(true);
    expect(highlights.slice(45, 60).some(Boolean)).toBe(false);
  });

  it('steps of a quarter delay each: 12 of them last 3 delays, four a delay, and the video is as long', async () => {
    const { shown, delays } = await film({ steps: 12, markers: 1, quarter: true });
    expect(delays).toBe(3);
    // Play's first frame pays one delay (four steps); then a sixth of a delay (two-thirds of a step) a frame.
    expect(shown[0]).toBe(4);
    expect(shown[3]).toBe(6);
    expect(shown.indexOf(12)).toBe(12);
    expect(shown.length).toBe(framesOfRun(3, paceOf(-200, false)));
    expect(shown.length * FRAME_MS).toBeCloseTo(3 * 200, 6);
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
