import { CHUNK_OPS } from '../../../workers/protocol/chunk';
import { OP_WIDTH } from '../../../workers/protocol/ops';
import { FrameBudget } from './frameBudget';
import { OpLog } from './opLog';
import type { OperationCap } from './operationCap';
import { creditAfterStall, frameElapsed, PLAY_CREDIT } from './pacing';
import type { OperationSource, PlayerModel, PlayerStatus } from './playerTypes';
import { DEFAULT_PACE, type Pace } from './speed';

export type { Pace };

export interface PlayerOptions {
  /** Called after each frame that changed something, to redraw. */
  onFrame: () => void;
  /** Called when status, cursor or totals change (the UI store throttles it). */
  onChange: () => void;
  /** Most main-thread time a frame may spend applying operations (it adapts below this). */
  frameBudgetMs?: number;
  maxHistoryChunks?: number;
  /** Where the log's chunk buffers go once no frame reads them (back to their worker: RunSession). */
  giveBack?: (buffers: ArrayBuffer[]) => void;
  /**
   * The source failed to give the next chunk (its worker died): the player has paused and let
   * the source go, and will not ask it again. Without this a run stayed 'running', starved.
   */
  onSourceError?: (error: unknown) => void;
  now?: () => number;
  requestFrame?: (callback: (time: number) => void) => number;
  cancelFrame?: (handle: number) => void;
}

/** Checked every this many operations, so reading the clock costs nothing measurable. */
const CLOCK_EVERY = 256;

/**
 * Paces a stream of operations onto a model: each animation frame adds elapsed / delay to a
 * credit of delay slots and applies operations while their cost fits it, within a time budget. It keeps keyframes per
 * chunk so it can step back and scrub by restoring and replaying, never asking the source to
 * go back. Reusable by every family: it knows nothing of bars.
 */
export class Player<Snapshot> {
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
  private source: OperationSource | null = null;
  private sourceDone = false;
  /** The request for the next chunk that has not been answered yet: the prefetch and a step's wait share it. */
  private request: { source: OperationSource; answer: Promise<boolean> } | null = null;
  /** Delay slots the clock has granted and no operation has used yet. */
  private credit = 0;
  private lastTime = -1;
  private frameHandle = 0;
  private readonly budget: FrameBudget;
  private operationCap: OperationCap | null = null;
  private readonly now: () => number;
  private readonly requestFrame: (callback: (time: number) => void) => number;
  private readonly cancelFrame: (handle: number) => void;
  private readonly initial: Snapshot;

  constructor(
    readonly model: PlayerModel<Snapshot>,
    private readonly options: PlayerOptions,
  ) {
    this.budget = new FrameBudget(Math.min(2, options.frameBudgetMs ?? 8), options.frameBudgetMs ?? 8);
    this.log = new OpLog<Snapshot>(options.maxHistoryChunks, options.giveBack);
    this.now = options.now ?? (() => performance.now());
    this.requestFrame = options.requestFrame ?? ((cb) => requestAnimationFrame(cb));
    this.cancelFrame = options.cancelFrame ?? ((h) => cancelAnimationFrame(h));
    this.initial = model.snapshot();
  }

  get hasSource(): boolean {
    return this.source !== null;
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
    this.source = source;
    this.total = total;
    this.prefetch();
  }

  /** The run's length once the worker has counted it (the stream's end would also tell). */
  setTotal(total: number, steps: number): void {
    if (this.total !== null || !this.source) return;
    this.total = total;
    this.totalSteps = steps;
    this.options.onChange();
  }

  play(): void {
    if (this.status === 'running' || this.finished) return;
    this.status = 'running';
    this.lastTime = -1;
    this.credit = PLAY_CREDIT;
    this.frameHandle = this.requestFrame(this.frame);
    this.options.onChange();
  }

  pause(): void {
    if (this.status !== 'running') return;
    this.status = 'paused';
    this.cancelFrame(this.frameHandle);
    this.options.onChange();
  }

  /** Stops for good (leaving the page or restarting); the log hands its buffers back. */
  stop(): void {
    this.cancelFrame(this.frameHandle);
    this.source = null;
    this.status = 'idle';
    this.log.release();
  }

  setPace(pace: Pace): void {
    this.pace = pace;
  }

  /** Fastest also caps operations a frame, from frame intervals (a stage whose drawing grows with what changed: operationCap.ts); null: time budget only. */
  capOperations(cap: OperationCap | null): void {
    this.operationCap = cap;
  }

  private readonly frame = (time: number): void => {
    if (this.status !== 'running') return;
    const elapsed = frameElapsed(this.lastTime, time);
    // Frame intervals size the next frame's work, so drawing keeps its share (frameBudget.ts).
    if (this.lastTime >= 0) {
      this.budget.update(time - this.lastTime);
      this.operationCap?.update(time - this.lastTime, this.lastFrameOps);
    }
    this.lastTime = time;
    const { delay, fastest, opsPerFrame } = this.pace;
    let applied: number;
    if (opsPerFrame) applied = this.applyCount(opsPerFrame);
    else if (fastest || delay <= 0) applied = this.applyCount(this.operationCap?.operations ?? Number.POSITIVE_INFINITY);
    else {
      this.credit += elapsed / delay;
      applied = this.applyPaced();
      // The highlight pause: half the delay after an operation, its highlight goes.
      if (applied === 0 && this.credit >= 0.5) this.model.clearHighlight();
    }
    this.lastFrameOps = applied;
    this.options.onFrame();
    this.prefetch();
    if (this.checkFinished()) return;
    this.frameHandle = this.requestFrame(this.frame);
    // Between two steps of a slow pace nothing the UI shows has changed: telling the store at
    // every frame made it re-read the same state and hand it to every listener four times a
    // second, a task each time, for nothing.
    if (applied > 0) this.options.onChange();
  };

  /** Delay slots operation `index` takes (see PlayerModel.cost). */
  private costAt(index: number): number {
    if (!this.model.cost) return 1;
    const [chunk, offset] = this.log.locate(index);
    return this.model.cost(chunk, offset);
  }

  /**
   * Spends the credit the clock has given on operations, each charged its cost: markers are
   * free, so a phase label never holds the animation for a whole delay.
   */
  private applyPaced(): number {
    const start = this.now();
    const first = this.cursor;
    while (this.cursor < this.log.available) {
      const cost = this.costAt(this.cursor);
      if (cost > this.credit) return this.cursor - first;
      this.credit -= cost;
      this.applyRange(this.cursor + 1);
      if ((this.cursor - first) % CLOCK_EVERY === 0 && this.now() - start > this.budget.ms) break;
    }
    // Starved (operations not here yet) or out of time.
    this.credit = creditAfterStall(this.credit);
    return this.cursor - first;
  }

  /** Applies up to `count` operations within the frame budget, whatever they cost; returns how many. */
  private applyCount(count: number): number {
    const start = this.now();
    const limit = Math.min(this.log.available, this.cursor + Math.min(count, 1e9));
    const first = this.cursor;
    while (this.cursor < limit) {
      const stop = Math.min(limit, this.cursor + CLOCK_EVERY);
      this.applyRange(stop);
      if (this.now() - start > this.budget.ms) break;
    }
    return this.cursor - first;
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
    if (!this.sourceDone || this.cursor < this.log.available) return false;
    this.finished = true;
    this.model.clearHighlight();
    this.status = 'idle';
    this.cancelFrame(this.frameHandle);
    this.options.onFrame();
    this.options.onChange();
    return true;
  }

  /** Keeps a couple of chunks (or a few frames' worth at high rates) ready ahead of the cursor. */
  private prefetch(): void {
    const perFrame = this.pace.opsPerFrame ?? (this.pace.fastest ? 4 * CHUNK_OPS : 0);
    const want = this.cursor + Math.max(2 * CHUNK_OPS, 3 * perFrame);
    if (!this.source || this.sourceDone || this.request?.source === this.source || this.log.length >= want) return;
    void this.fetchOne(this.source).then(() => this.prefetch());
  }

  /**
   * Asks the source for its next chunk, one request at a time: a step taken while the prefetch
   * waited used to send a second request, so the source was asked past its end (a worker answers
   * each request once, and answered the extra one with an empty chunk appended after the last).
   * Resolves whether the answer was appended (false: a stale source, or an error).
   */
  private fetchOne(source: OperationSource): Promise<boolean> {
    if (this.request?.source === source) return this.request.answer;
    const answer: Promise<boolean> = this.receive(source).finally(() => {
      if (this.request?.answer === answer) this.request = null;
    });
    this.request = { source, answer };
    return answer;
  }

  private async receive(source: OperationSource): Promise<boolean> {
    try {
      const chunk = await source.next();
      if (source !== this.source) return false;
      if (!chunk) {
        this.sourceDone = true;
        this.log.append(new Int32Array(0), true);
      } else {
        this.log.append(chunk.ops, chunk.done);
        if (chunk.done) this.sourceDone = true;
      }
      if (this.sourceDone && this.total === null) {
        this.total = this.log.length;
        // Uncounted (endless) runs that ended anyway: their steps are countable while the log still holds them all.
        if (this.log.base === 0) this.totalSteps = this.costBetween(0, this.log.length);
      }
      this.options.onChange();
      return true;
    } catch (error) {
      if (source !== this.source) return false;
      this.pause();
      this.source = null;
      this.options.onSourceError?.(error);
      return false;
    }
  }

  /** Waits until operation `index` is loaded or the stream ends. */
  private async ensureLoaded(index: number): Promise<void> {
    while (this.log.available < index && !this.sourceDone && this.source) {
      if (!(await this.fetchOne(this.source))) return;
    }
  }

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
      await this.ensureLoaded(this.cursor + 1);
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
    await this.ensureLoaded(target);
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
    if (this.status !== 'running') this.checkFinishedQuietly();
    this.afterJump();
  }

  private checkFinishedQuietly(): void {
    this.finished = this.sourceDone && this.cursor >= this.log.available;
    if (this.finished) this.model.clearHighlight();
  }

  // ---- An outside clock (engine/race/): a race paces two players by one clock, so neither
  // runs frames of its own. Additive: the player's own pacing above is untouched. A race counts
  // visible steps: each operation that changes the picture (a cost above 0) is one, markers none.
  // Whole numbers, so 'Winner: … in N steps' never reads '12.25' (a grid path cell costs a
  // quarter delay in a single run).

  /** Where `steps` was last counted: the visible steps before operation `index`. */
  private stepMark = { index: 0, steps: 0 };

  /**
   * Visible steps applied so far: the operations before the cursor that changed the picture.
   * Counted on from where it was last read, so a read costs only the operations applied since:
   * the UI store reads it on each emit (about four times a second), a race every frame.
   */
  get steps(): number {
    const mark = this.stepMark;
    if (this.cursor > mark.index) mark.steps += this.costBetween(mark.index, this.cursor);
    else if (this.cursor < mark.index) mark.steps -= this.costBetween(this.cursor, mark.index);
    mark.index = this.cursor;
    return mark.steps;
  }

  /** 1 for an operation that changes the picture, 0 for a marker. */
  private stepAt(index: number): number {
    return this.costAt(index) > 0 ? 1 : 0;
  }

  /**
   * The visible steps among operations from..to-1, of those the log still holds. A chunk at a
   * time: the UI store reads `steps` for the progress bar, so at Fastest this runs over every
   * operation applied, and a locate per operation cost more than the count.
   */
  private costBetween(from: number, to: number): number {
    const start = Math.max(from, this.log.base);
    const end = Math.min(to, this.log.available);
    const { model } = this;
    if (!model.cost) return Math.max(0, end - start);
    let sum = 0;
    for (let i = start; i < end; ) {
      const [chunk, offset] = this.log.locate(i);
      const stop = Math.min(end - i, chunk.length / OP_WIDTH - offset);
      for (let k = 0; k < stop; k++) if (model.cost(chunk, offset + k) > 0) sum++;
      i += stop;
    }
    return sum;
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

  /** The stream has ended and every operation of it is applied (finished or about to be). */
  get exhausted(): boolean {
    return this.sourceDone && this.cursor >= this.log.available;
  }

  /** Running, on an outside clock: no frames of its own (pause() stops it as usual). */
  playExternally(): void {
    if (this.status === 'running' || this.finished) return;
    this.status = 'running';
    this.options.onChange();
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
    this.stepMark = { index: this.cursor, steps: before + steps - left };
    this.prefetch();
    return steps - left;
  }

  /** An outside clock's frame is over: draw, and end the run once the stream is used up. */
  endFrame(applied: number): void {
    this.lastFrameOps = applied;
    this.options.onFrame();
    // As in the player's own frame: a frame that applied nothing leaves the store alone.
    if (!this.checkFinished() && applied > 0) this.options.onChange();
  }

  private afterJump(): void {
    this.options.onFrame();
    this.options.onChange();
    this.prefetch();
  }
}
