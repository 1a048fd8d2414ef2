import { CHUNK_OPS } from '../../../workers/protocol/chunk';
import { OP_WIDTH } from '../../../workers/protocol/ops';
import { ChunkFeed } from './ChunkFeed';
import { browserFrames, type FrameHost } from './clock';
import { FrameClock, type PacedCursor } from './FrameClock';
import type { OperationCap } from './operationCap';
import { OpLog } from './opLog';
import { creditAfterStall, creditSlots } from './pacing';
import type { OperationSource, PlayerModel, PlayerStatus } from './playerTypes';
import { DEFAULT_PACE, type Pace } from './speed';
import { StepCount } from './stepCount';

export interface PlayerOptions extends Partial<FrameHost> {
  /** Called after each frame that changed something, to redraw. */
  onFrame: () => void;
  /** Called when status, cursor or totals change (the UI store throttles it). */
  onChange: () => void;
  /** Most main-thread time a frame may spend applying operations (it adapts below this). */
  frameBudgetMs?: number;
  maxHistoryChunks?: number;
  /** Where the log's chunk buffers go once no frame reads them (back to their worker). */
  giveBack?: (buffers: ArrayBuffer[]) => void;
  /**
   * The source failed to give the next chunk (its worker died): the player has paused and let
   * the source go, and will not ask it again. Without this a run stayed 'running', starved.
   */
  onSourceError?: (error: unknown) => void;
}

/** Checked every this many operations, so reading the clock costs nothing measurable. */
const CLOCK_EVERY = 256;

/**
 * A cursor over a run's op log, applied to a model: it applies operations, steps, and seeks by
 * restoring the keyframe the log keeps per chunk and replaying from it, never asking the source
 * to go back. A clock moves it through time: its own frame clock (play, pause), or a race's
 * clock through the same drive methods (begin, advanceSteps, endFrame). Reusable by every
 * family: it knows nothing of bars.
 */
export class Player<Snapshot> implements PacedCursor {
  status: PlayerStatus = 'idle';
  cursor = 0;
  /** Total operations: known in advance for a counted run, or once an uncounted run's stream ends; null until then. */
  total: number | null = null;
  /** Total visible steps (operations that cost something), known with `total`. */
  totalSteps: number | null = null;
  finished = false;
  pace: Pace = DEFAULT_PACE;
  /** Operations applied in the last frame (for the benchmark). */
  lastFrameOps = 0;

  private readonly log: OpLog<Snapshot>;
  private readonly feed: ChunkFeed<Snapshot>;
  private readonly clock: FrameClock;
  private readonly counter: StepCount;
  private readonly initial: Snapshot;

  constructor(
    readonly model: PlayerModel<Snapshot>,
    private readonly options: PlayerOptions,
  ) {
    this.log = new OpLog<Snapshot>(options.maxHistoryChunks, options.giveBack);
    this.feed = new ChunkFeed(this.log, { received: () => this.received(), failed: (error) => this.sourceFailed(error) });
    this.clock = new FrameClock(this, { ...browserFrames, ...pickHost(options) }, options.frameBudgetMs);
    this.counter = new StepCount(this.log, model);
    this.initial = model.snapshot();
  }

  get hasSource(): boolean {
    return this.feed.hasSource;
  }

  /** Operations received so far. */
  get loaded(): number {
    return this.log.available;
  }

  /** The earliest operation index that step back and scrubbing can reach. */
  get historyStart(): number {
    return this.log.base;
  }

  setSource(source: OperationSource, total: number | null): void {
    this.feed.setSource(source);
    this.total = total;
    this.prefetch();
  }

  /** The run's length once the worker has counted it (the stream's end would also tell). */
  setTotal(total: number, steps: number): void {
    if (this.total !== null || !this.feed.hasSource) return;
    this.total = total;
    this.totalSteps = steps;
    this.options.onChange();
  }

  play(): void {
    this.clock.play();
  }

  pause(): void {
    this.clock.pause();
  }

  /** Stops for good (leaving the page or restarting); the log hands its buffers back. */
  stop(): void {
    this.clock.stop();
    this.feed.drop();
    this.status = 'idle';
    this.log.release();
  }

  setPace(pace: Pace): void {
    this.pace = pace;
    this.clock.setPace(pace);
  }

  /** Fastest also caps operations a frame, from frame intervals (a stage whose drawing grows with what changed: operationCap.ts); null: time budget only. */
  capOperations(cap: OperationCap | null): void {
    this.clock.capOperations(cap);
  }

  // ---- What a clock drives (FrameClock, RaceClock through RaceLane).

  begin(): boolean {
    if (this.status === 'running' || this.finished) return false;
    this.status = 'running';
    this.options.onChange();
    return true;
  }

  halt(): boolean {
    if (this.status !== 'running') return false;
    this.status = 'paused';
    this.options.onChange();
    return true;
  }

  clearHighlight(): void {
    this.model.clearHighlight();
  }

  /**
   * Spends the credit the clock has given on operations, each charged its cost: markers are
   * free, so a phase label never holds the animation for a whole delay.
   */
  applyPaced(credit: number, budgetMs: number): { applied: number; credit: number } {
    const start = this.now();
    const first = this.cursor;
    let left = credit;
    while (this.cursor < this.log.available) {
      const cost = this.costAt(this.cursor);
      if (cost > creditSlots(left)) return { applied: this.cursor - first, credit: left };
      left = Math.max(0, left - cost);
      this.applyRange(this.cursor + 1);
      if ((this.cursor - first) % CLOCK_EVERY === 0 && this.now() - start > budgetMs) break;
    }
    // Starved (operations not here yet) or out of time.
    return { applied: this.cursor - first, credit: creditAfterStall(left) };
  }

  applyCount(count: number, budgetMs: number): number {
    const start = this.now();
    const limit = Math.min(this.log.available, this.cursor + Math.min(count, 1e9));
    const first = this.cursor;
    while (this.cursor < limit) {
      const stop = Math.min(limit, this.cursor + CLOCK_EVERY);
      this.applyRange(stop);
      if (this.now() - start > budgetMs) break;
    }
    return this.cursor - first;
  }

  /** Running on an outside clock (a race's): no frames of its own; pause() stops it as usual. */
  playExternally(): void {
    this.begin();
  }

  /**
   * Applies up to `steps` visible steps of those received, for an outside clock, as the paced
   * loop spends its credit: markers are free, so those right after a step go with it (a run
   * whose last step is applied is used up in the same frame). Returns the steps applied.
   */
  advanceSteps(steps: number): number {
    const before = this.steps;
    let left = steps;
    while (this.cursor < this.log.available) {
      const cost = this.stepAt(this.cursor);
      if (cost > left) break;
      left -= cost;
      this.applyRange(this.cursor + 1);
    }
    this.counter.mark(this.cursor, before + steps - left);
    this.prefetch();
    return steps - left;
  }

  /**
   * The frame is over: draw, keep fetching ahead, and end the run once the stream is used up.
   * A frame that applied nothing leaves the UI store alone: between two steps of a slow pace
   * nothing it shows has changed. True when the run ended.
   */
  endFrame(applied: number): boolean {
    this.lastFrameOps = applied;
    this.options.onFrame();
    this.prefetch();
    if (this.checkFinished()) return true;
    if (applied > 0) this.options.onChange();
    return false;
  }

  /**
   * Visible steps applied so far: the operations before the cursor that changed the picture.
   * A race counts these: each operation with a cost above 0 is one, markers none; whole numbers,
   * so 'Winner: … in N steps' never reads '12.25' (a grid path cell costs a quarter delay).
   */
  get steps(): number {
    return this.counter.at(this.cursor);
  }

  /**
   * Visible steps received and not applied yet, counted up to `limit`: an outside clock gives
   * each side only as many as every side has.
   */
  stepsReady(limit: number): number {
    let steps = 0;
    for (let i = this.cursor; i < this.log.available; i++) {
      const cost = this.stepAt(i);
      if (steps + cost > limit) break;
      steps += cost;
    }
    return steps;
  }

  /**
   * Waits until the operations that `credit` delay slots pay for are received, with the one
   * after them that the credit cannot pay (or the stream has ended), so the next frame spends
   * all of it. A clock on the screen takes what has arrived and lets the rest wait; a clock
   * that is not (a video's, engine/video) must never stall on the worker, since a stall drops
   * credit (creditAfterStall) and the video would run slower than the page.
   */
  async loadCredit(credit: number): Promise<void> {
    for (;;) {
      let left = credit;
      for (let i = this.cursor; i < this.log.available; i++) {
        left -= this.costAt(i);
        if (left < 0) return;
      }
      if (this.feed.done || !this.feed.hasSource) return;
      const before = this.log.available;
      await this.feed.ensureLoaded(before + 1);
      // A stale or failed source gives nothing more (the failure is reported as usual).
      if (this.log.available === before && !this.feed.done) return;
    }
  }

  /** The stream has ended and every operation of it is applied (finished or about to be). */
  get exhausted(): boolean {
    return this.feed.done && this.cursor >= this.log.available;
  }

  // ---- Stepping and seeking by hand.

  /**
   * One visible step forward (pauses first): the step with the markers around it, as a playing
   * run applies them (the markers after a step go in the same frame), so a step by hand shows
   * what play shows and the run ends on its last visible step ('Result' with it, no empty click).
   * A step starts and ends just before a visible operation, or at the end.
   */
  async stepForward(): Promise<void> {
    this.pause();
    let stepped = false;
    for (;;) {
      await this.feed.ensureLoaded(this.cursor + 1);
      if (this.cursor >= this.log.available) break;
      const visible = this.costAt(this.cursor) > 0;
      if (visible && stepped) break;
      this.applyRange(this.cursor + 1);
      stepped ||= visible;
    }
    this.afterJump();
    this.checkFinished();
  }

  /**
   * One visible step back (pauses first): to just before the last visible operation applied,
   * or to the start when none is before that one (leading markers go with the first step).
   */
  async stepBack(): Promise<void> {
    this.pause();
    const lastVisibleBefore = (index: number) => {
      let at = index - 1;
      while (at >= this.log.base && this.costAt(at) === 0) at--;
      return at;
    };
    const last = lastVisibleBefore(this.cursor);
    const target = last < this.log.base || lastVisibleBefore(last) < this.log.base ? this.log.base : last;
    await this.seek(target);
  }

  /** Moves to operation `target` by restoring the nearest keyframe and replaying from it. */
  async seek(target: number): Promise<void> {
    await this.feed.ensureLoaded(target);
    const to = Math.max(this.log.base, Math.min(Math.round(target), this.log.available));
    if (to < this.cursor) {
      const chunkStart = this.log.base + Math.floor((to - this.log.base) / CHUNK_OPS) * CHUNK_OPS;
      const keyframe = this.log.keyframeAt(chunkStart) ?? (chunkStart === 0 ? this.initial : undefined);
      if (keyframe === undefined) return; // a snapshot may be any value, 0 included
      this.model.restore(keyframe);
      this.cursor = chunkStart;
      this.finished = false;
    }
    this.applyRange(to);
    if (this.status !== 'running') {
      this.finished = this.exhausted;
      if (this.finished) this.model.clearHighlight();
    }
    this.afterJump();
  }

  // ---- Inside.

  private now(): number {
    return (this.options.now ?? browserFrames.now)();
  }

  /** Delay slots operation `index` takes (see PlayerModel.cost). */
  private costAt(index: number): number {
    if (!this.model.cost) return 1;
    const [chunk, offset] = this.log.locate(index);
    return this.model.cost(chunk, offset);
  }

  /** 1 for an operation that changes the picture, 0 for a marker. */
  private stepAt(index: number): number {
    return this.costAt(index) > 0 ? 1 : 0;
  }

  /** Applies operations from the cursor to `end`, taking a keyframe at each chunk start. */
  private applyRange(end: number): void {
    while (this.cursor < end) {
      const [chunk, offset] = this.log.locate(this.cursor);
      if (offset === 0 && !this.log.keyframeAt(this.cursor)) this.log.setKeyframe(this.cursor, this.model.snapshot());
      const stop = Math.min(end - this.cursor, chunk.length / OP_WIDTH - offset);
      for (let i = 0; i < stop; i++) this.model.apply(chunk, offset + i);
      this.cursor += stop;
    }
  }

  private checkFinished(): boolean {
    if (!this.exhausted) return false;
    this.finished = true;
    this.model.clearHighlight();
    this.status = 'idle';
    this.clock.stop();
    this.options.onFrame();
    this.options.onChange();
    return true;
  }

  /** Keeps a couple of chunks (or a few frames' worth at high rates) ready ahead of the cursor. */
  private prefetch(): void {
    const perFrame = this.pace.opsPerFrame ?? (this.pace.fastest ? 4 * CHUNK_OPS : 0);
    this.feed.prefetch(this.cursor + Math.max(2 * CHUNK_OPS, 3 * perFrame));
  }

  private received(): void {
    if (this.feed.done && this.total === null) {
      this.total = this.log.length;
      // Uncounted (endless) runs that ended anyway: their steps are countable while the log still holds them all.
      if (this.log.base === 0) this.totalSteps = this.counter.between(0, this.log.length);
    }
    this.options.onChange();
  }

  private sourceFailed(error: unknown): void {
    this.pause();
    this.options.onSourceError?.(error);
  }

  private afterJump(): void {
    this.options.onFrame();
    this.options.onChange();
    this.prefetch();
  }
}

/** The clock parts of the options, when a test gives its own. */
function pickHost(options: Partial<FrameHost>): Partial<FrameHost> {
  const host: Partial<FrameHost> = {};
  if (options.now) host.now = options.now;
  if (options.requestFrame) host.requestFrame = options.requestFrame;
  if (options.cancelFrame) host.cancelFrame = options.cancelFrame;
  return host;
}
