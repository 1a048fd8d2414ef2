import type { StageRenderer } from '../../render/stageRenderer';
import { OperationCap } from '../player/operationCap';
import { Player } from '../player/Player';
import { DEFAULT_PACE, type Pace } from '../player/speed';
import type { RaceLane } from '../race/RaceClock';
import { laneOf } from '../race/raceLane';
import { UiStore } from '../store/uiStore';
import type { Pseudocode } from '../story/code';
import { errorMessage } from '../worker/errorMessage';
import { REPLACED, WorkerClient } from '../worker/WorkerClient';
import type { FamilyAdapter, FamilyTypes } from './familyAdapter';
import { StoryProjector } from './StoryProjector';
import { UiHold } from './UiHold';
import type { RunUi } from './uiSlices';

/** Play holds the UI only at paces whose first operation is due in the first frames. */
const HOLD_ON_PLAY_BELOW_DELAY_MS = 50;

/**
 * One visualizer page's engine: a worker client (the run), a player over it (the cursor and
 * its clock), the family's model, the story told from it, and the renderer. Restarting or
 * leaving ends the run. Everything family-specific comes from the adapter; what it shows React
 * comes from the UI store, a few times a second. Its input, model and player are read-only
 * outside: only a load changes them.
 */
export class RunSession<T extends FamilyTypes> {
  readonly store: UiStore<RunUi<T['extras']>>;
  private current!: { input: T['input']; model: T['model']; player: Player<unknown>; run: AbortController; values: number[] };
  private readonly client: WorkerClient<T['runInput'], T['meta']>;
  /** Fresh players made so far: the stage's data-run. */
  private runs = 0;
  private readonly story: StoryProjector<T>;
  private readonly hold: UiHold;
  private currentPace: Pace = DEFAULT_PACE;
  private starting: Promise<boolean> | null = null;
  private renderer: StageRenderer<T['model']> | null = null;
  /** Fastest's operations a frame on a stage that draws per change, learnt across the page's runs (operationCap.ts). */
  private operationCap: OperationCap | null = null;
  private lastStatus = 'idle';
  private error = '';
  private highlights = true;
  /** A load the page hears of once the UI hold ends. */
  private loadedInput: { input: T['input']; own: boolean } | null = null;

  /**
   * Called after every load, so the page can keep its URL with what is shown; `own` for the loads
   * the session made itself (a replay's reshuffle, a new seed), which the page did not ask for.
   * Never for an input that another load replaced before the report was due.
   */
  onLoad: ((input: T['input'], own: boolean) => void) | null = null;

  constructor(
    readonly adapter: FamilyAdapter<T>,
    input: T['input'],
  ) {
    this.store = new UiStore(() => ({ ...this.story.read(this.player, this.model, this.currentPace, this.error), run: this.runs }));
    this.client = new WorkerClient(adapter.worker.create, (error) => this.fail(error));
    this.story = new StoryProjector(adapter.story);
    this.hold = new UiHold(this.store, () => this.reportHeldLoad());
    this.load(input);
  }

  get input(): T['input'] {
    return this.current.input;
  }

  get model(): T['model'] {
    return this.current.model;
  }

  get player(): Player<unknown> {
    return this.current.player;
  }

  /** The speed and Fastest the page set (a video of the run is made at it). */
  get pace(): Pace {
    return this.currentPace;
  }

  get running(): boolean {
    return this.player.status === 'running';
  }

  private get startsOnLoad(): boolean {
    return this.adapter.starts === 'onLoad';
  }

  /**
   * New input: ends any run and shows the input's first step, idle; a visualizer's run starts at
   * once. `own`: the session (or its race) chose the input itself (a replay).
   */
  load(input: T['input'], own = false): void {
    // A run started right after makes the old one stale in the worker (workerHost.ts), so no
    // separate end message: one postMessage less per reload, several a second at Fastest.
    this.reset(input, this.startsOnLoad ? REPLACED : undefined);
    if (this.startsOnLoad) {
      // Hold the UI for the run's first frame; the page hears of the load with the rest of the UI.
      this.hold.start(this.player.cursor);
      this.store.changed(true);
      this.loadedInput = this.onLoad ? { input, own } : null;
      void this.ensureRun();
    } else {
      // A game whose board the visitor edits answers each edit at once.
      this.store.changed(true);
      this.reportLoad(input, own);
    }
  }

  attachRenderer(renderer: StageRenderer<T['model']>): void {
    this.renderer = renderer;
    this.operationCap = renderer.drawsPerChange ? (this.operationCap ?? new OperationCap()) : null;
    this.player.capOperations(this.operationCap);
    renderer.setView(this.model);
    this.draw();
  }

  setPace(pace: Pace): void {
    this.currentPace = pace;
    this.player.setPace(pace);
  }

  async play(): Promise<void> {
    if (this.player.finished) this.load(this.replayInput(), true);
    const { fastest, opsPerFrame, delay } = this.currentPace;
    if (fastest || opsPerFrame || delay < HOLD_ON_PLAY_BELOW_DELAY_MS) this.hold.start(this.player.cursor);
    if (await this.ensureRun()) this.player.play();
    else this.hold.release();
  }

  pause(): void {
    this.player.pause();
    if (this.hold.holding) this.hold.release();
  }

  async toggle(): Promise<void> {
    if (this.running) this.pause();
    else await this.play();
  }

  async stepForward(): Promise<void> {
    if (await this.ensureRun()) await this.player.stepForward();
  }

  async stepBack(): Promise<void> {
    if (await this.ensureRun()) await this.player.stepBack();
  }

  async seek(target: number): Promise<void> {
    if (await this.ensureRun()) await this.player.seek(target);
  }

  /** Starts the worker run for the shown input if needed, without playing (a race starts both sides first). */
  prepare(): Promise<boolean> {
    return this.ensureRun();
  }

  /** The input Play loads after a finished run (the same input unless the family reshuffles). */
  replayInput(): T['input'] {
    return this.adapter.model.replay?.(this.input, this.model) ?? this.input;
  }

  /** Highlights on or off (reduced motion at fast speeds); kept across loads. */
  setHighlights(show: boolean): void {
    this.highlights = show;
    this.adapter.model.showHighlights?.(this.model, show);
    this.draw();
  }

  /** The pseudocode of the shown input's algorithm (none for a family that has none). */
  pseudocode(): Pseudocode {
    return this.adapter.story.pseudocode(this.input);
  }

  /** What the finished run missed, in the words a race line adds ('' before the end, or when it reached its goal). */
  get shortfall(): string {
    return this.player.finished ? (this.adapter.story.ending(this.model).shortfall ?? '') : '';
  }

  /** This session's player as a race clock sees it; read through the session, whose player changes on each load. */
  readonly lane: RaceLane = laneOf(this);

  dispose(): void {
    this.hold.dispose();
    this.player.stop();
    this.client.dispose();
    this.current.run.abort();
    // The stage that created the renderer destroys it.
    this.renderer = null;
    this.store.dispose();
  }

  /** A fresh model and player for `input`, at its first step, with no run yet; the old run is aborted with `reason`. */
  private reset(input: T['input'], reason?: string): void {
    if (this.current) {
      this.current.player.stop();
      this.current.run.abort(reason);
    }
    this.starting = null;
    const values: number[] = [];
    const model = this.adapter.model.create(input, values);
    this.adapter.model.showHighlights?.(model, this.highlights);
    const player = new Player(model, {
      onFrame: () => this.draw(),
      onChange: () => this.changed(),
      giveBack: (buffers) => this.client.recycle(buffers),
      onSourceError: (error) => this.fail(error),
    });
    player.setPace(this.currentPace);
    player.capOperations(this.operationCap);
    this.current = { input, model, player, run: new AbortController(), values };
    this.runs++;
    this.story.reset();
    this.error = '';
    this.renderer?.setView(model);
  }

  /**
   * The worker died (or failed a request) mid-run or while starting: the run cannot go on. The
   * stage goes back to the input's first step, the error line says why, and Play starts afresh
   * with a new worker; until then nothing pretends to run.
   */
  private fail(error: unknown): void {
    this.client.dispose();
    if (this.hold.holding) this.hold.release();
    this.reset(this.input);
    this.error = this.adapter.worker.errorText(errorMessage(error));
    this.renderer?.draw();
    this.store.changed(true);
  }

  /** Starts the worker run for the shown input once; false when it could not start or went stale. */
  private async ensureRun(): Promise<boolean> {
    if (this.player.hasSource) return true;
    const { current } = this;
    this.starting ??= this.startRun();
    const started = await this.starting;
    return started && !current.run.signal.aborted && this.player.hasSource;
  }

  private async startRun(): Promise<boolean> {
    const { input, model, player, run, values } = this.current;
    try {
      const started = await this.client.start(this.adapter.worker.runInput(input), values, run.signal);
      if (!started) return false;
      this.adapter.model.started?.(model, started.meta);
      player.setSource(started.source, null);
      // The worker counts the run while it is already playing; the progress bar says 'unknown
      // yet' until then (a moment for a 1000-bar sort).
      void started.length.then((length) => {
        if (length !== null) player.setTotal(length.ops, length.steps);
      });
      return true;
    } catch (error) {
      if (run.signal.aborted) return false;
      this.error = this.adapter.worker.errorText(errorMessage(error));
      this.store.changed(true);
      return false;
    } finally {
      if (!run.signal.aborted) this.starting = null;
    }
  }

  private draw(): void {
    this.renderer?.draw();
    this.hold.drawn(this.player.cursor);
  }

  private changed(): void {
    const status = this.player.status;
    this.store.changed(status !== this.lastStatus);
    this.lastStatus = status;
  }

  /** Tells the page of a load after the current task, unless a newer load has replaced it. */
  private reportLoad(input: T['input'], own: boolean): void {
    // A load in between (Play again at once, a benchmark's next run) has made this report stale:
    // delivered, it would put the replaced input back into the page's state.
    if (this.onLoad) setTimeout(() => input === this.input && this.onLoad?.(input, own), 0);
  }

  private reportHeldLoad(): void {
    const loaded = this.loadedInput;
    this.loadedInput = null;
    if (loaded) this.reportLoad(loaded.input, loaded.own);
  }
}
