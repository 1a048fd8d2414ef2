import { browserFrames } from '../player/clock';
import { creditAfterStall, creditSlots, frameElapsed, PLAY_CREDIT } from '../player/pacing';
import { DEFAULT_PACE, type Pace } from '../player/speed';

/**
 * One side of a race as the clock sees it: a player over its own worker run. A step is a
 * visible step, as the player charges its delay (issue 9): markers such as 'sorted' or a phase
 * are free, so they neither cost a race time nor count towards its result.
 */
export interface RaceLane {
  /** Visible steps applied so far. */
  readonly steps: number;
  /** Visible steps received from the worker and not applied yet, counted up to `limit`. */
  ready(limit: number): number;
  /** Nothing more will come and everything received is applied. */
  readonly done: boolean;
  /** The run has ended (the lane's player said so). */
  readonly finished: boolean;
  /** Applies `steps` received visible steps now, with the free markers after them (no drawing). */
  advance(steps: number): void;
  /** The frame is over: draw what changed, end the run if it is used up. */
  endFrame(): void;
  /** The highlight pause is over. */
  clearHighlight(): void;
}

export type RaceResult = { kind: 'winner'; side: 0 | 1; steps: number } | { kind: 'tie'; steps: number } | null;

type Judged = Pick<RaceLane, 'steps' | 'done' | 'ready'>;

/**
 * Who won, from the lanes as they are: the side with fewer visible steps, a tie when both have
 * the same. It is said as soon as it is certain: when both are done, or when one is done and
 * the other has already made, or has received, more steps than it. A side still waiting for its
 * worker with as many steps as the finished one might end now (a tie) or go on: not known yet.
 */
export function judgeRace(lanes: readonly [Judged, Judged]): RaceResult {
  const [a, b] = lanes;
  if (!a.done && !b.done) return null;
  if (a.done && b.done) {
    if (a.steps === b.steps) return { kind: 'tie', steps: a.steps };
    return a.steps < b.steps ? { kind: 'winner', side: 0, steps: a.steps } : { kind: 'winner', side: 1, steps: b.steps };
  }
  const [finished, going, side] = a.done ? ([a, b, 0] as const) : ([b, a, 1] as const);
  const beyond = going.steps > finished.steps || going.steps + going.ready(finished.steps - going.steps + 1) > finished.steps;
  return beyond ? { kind: 'winner', side, steps: finished.steps } : null;
}

export interface RaceClockOptions {
  /** Status changed (running, paused, over). */
  onChange: () => void;
  /** Main-thread time a frame may spend applying steps, both sides together. */
  frameBudgetMs?: number;
  now?: () => number;
  requestFrame?: (callback: (time: number) => void) => number;
  cancelFrame?: (handle: number) => void;
}

/** Visible steps applied to each side between clock reads. */
const BATCH = 256;

/**
 * Paces two lanes by ONE clock: each animation frame grants a number of visible steps (elapsed / delay
 * at a set speed, as many as the budget allows at Fastest, a fixed count at a stress rate) and
 * applies exactly that many to every side still running. A side waiting for its worker holds
 * the other back for that frame, so the sides never drift apart; a side that has finished
 * drops out and the other keeps going until it finishes too.
 */
export class RaceClock {
  running = false;
  /** Steps each running side got in the last frame (tests and the benchmark read it). */
  lastFrameSteps = 0;
  private pace: Pace = DEFAULT_PACE;
  private credit = 0;
  private lastTime = -1;
  private handle = 0;
  private readonly budget: number;
  private readonly now: () => number;
  private readonly requestFrame: (callback: (time: number) => void) => number;
  private readonly cancelFrame: (handle: number) => void;

  constructor(
    readonly lanes: readonly [RaceLane, RaceLane],
    private readonly options: RaceClockOptions,
  ) {
    this.budget = options.frameBudgetMs ?? 8;
    this.now = options.now ?? (() => performance.now());
    this.requestFrame = options.requestFrame ?? browserFrames.requestFrame;
    this.cancelFrame = options.cancelFrame ?? browserFrames.cancelFrame;
  }

  get result(): RaceResult {
    return judgeRace(this.lanes);
  }

  get over(): boolean {
    return this.lanes.every((lane) => lane.finished);
  }

  setPace(pace: Pace): void {
    this.pace = pace;
  }

  play(): void {
    if (this.running || this.over) return;
    this.running = true;
    this.lastTime = -1;
    this.credit = PLAY_CREDIT;
    this.handle = this.requestFrame(this.frame);
    this.options.onChange();
  }

  pause(): void {
    if (!this.running) return;
    this.running = false;
    this.cancelFrame(this.handle);
    this.options.onChange();
  }

  private readonly frame = (time: number): void => {
    if (!this.running) return;
    const elapsed = frameElapsed(this.lastTime, time);
    this.lastTime = time;
    const { delay, fastest, opsPerFrame } = this.pace;
    const paced = !opsPerFrame && !fastest && delay > 0;
    let grant: number;
    if (opsPerFrame) grant = opsPerFrame;
    else if (!paced) grant = Number.POSITIVE_INFINITY;
    else {
      this.credit += elapsed / delay;
      grant = Math.floor(creditSlots(this.credit));
    }
    const live = this.lanes.filter((lane) => !lane.finished);
    const applied = this.applyEqually(live, grant);
    if (paced) {
      this.credit = Math.max(0, this.credit - applied);
      // A side starved (waiting for its worker) or out of time.
      if (applied < grant) this.credit = creditAfterStall(this.credit);
      // The highlight pause: half the delay after a step, its highlight goes.
      if (applied === 0 && creditSlots(this.credit) >= 0.5) for (const lane of live) lane.clearHighlight();
    }
    this.lastFrameSteps = applied;
    for (const lane of live) lane.endFrame();
    if (this.over) {
      this.running = false;
      this.options.onChange();
      return;
    }
    this.handle = this.requestFrame(this.frame);
  };

  /** Applies the same number of visible steps (at most `grant`) to every live lane; returns it. */
  private applyEqually(live: RaceLane[], grant: number): number {
    const start = this.now();
    let applied = 0;
    for (;;) {
      // Markers before a side's next step are free: applying them ends a run with no steps left
      // (its last markers came in a chunk of their own) instead of holding the other side back.
      for (const lane of live) if (!lane.done) lane.advance(0);
      const moving = live.filter((lane) => !lane.done);
      if (moving.length === 0 || applied >= grant) break;
      let step = Math.min(grant - applied, BATCH);
      for (const lane of moving) step = Math.min(step, lane.ready(step));
      if (step <= 0) break;
      for (const lane of moving) lane.advance(step);
      applied += step;
      if (this.now() - start > this.budget) break;
    }
    return applied;
  }
}
