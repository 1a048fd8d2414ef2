import * as Comlink from 'comlink';
import type { Chunk } from '../../../workers/protocol/chunk';
import type { StageRenderer } from '../../render/stageRenderer';
import type { Extras, FamilyAdapter, FamilyWorkerApi } from './familyAdapter';
import { OperationCap } from '../player/operationCap';
import { Player } from '../player/Player';
import type { PlayerModel, PlayerStatus } from '../player/playerTypes';
import { DEFAULT_PACE, type Pace } from '../player/speed';
import { UiStore } from '../store/uiStore';
import { WorkerFailedError, type WorkerWatch, watchWorker } from '../worker/workerFailure';
import { errorMessage } from '../worker/errorMessage';

/** The stage's one status signal (data-status): `finished` only once the outcome is on the page. */
export type StageStatus = 'idle' | 'running' | 'paused' | 'finished';

export interface EngineUiState<X extends Extras> {
  status: StageStatus;
  playerStatus: PlayerStatus;
  /** Paused part-way through (sort's second body shows a yellow border). */
  midRun: boolean;
  /** Operations applied (the progress bar's position: scrubbing moves it). */
  cursor: number;
  total: number | null;
  /** Visible steps applied and in all (the progress bar's words: 'Step 3 of 12'). */
  steps: number;
  totalSteps: number | null;
  historyStart: number;
  narration: string;
  outcome: string;
  error: string;
  extras: X;
}

/** While a run plays fast, narration changes at most this often, so the polite live region stays listenable. */
const NARRATION_MS = 1500;

/**
 * After a load or Play, React hears nothing until the run's first frame has moved the
 * animation, or this long at most: at 4× CPU throttle a re-render of the page's controls took
 * 50-200 ms, and in the same turn as the worker's first answer it was most of the time from
 * Play to the first frame.
 */
const UI_HOLD_MS = 150;
/** Play holds the UI only at paces whose first operation is due in the first frames. */
const HOLD_ON_PLAY_BELOW_DELAY_MS = 50;

/**
 * One visualizer page's engine: the worker run, the player over it, the family's model and the
 * renderer. Restarting or leaving ends the run; a busy worker is terminated rather than waited
 * for. Everything family-specific comes from the adapter.
 */
export class RunSession<Input, RunInput, Meta, Snapshot, Model extends PlayerModel<Snapshot>, X extends Extras> {
  readonly store: UiStore<EngineUiState<X>>;
  input!: Input;
  model!: Model;
  player!: Player<Snapshot>;
  private runValues: number[] = [];
  private pace: Pace = DEFAULT_PACE;
  private worker: Worker | null = null;
  private api: Comlink.Remote<FamilyWorkerApi<RunInput, Meta>> | null = null;
  private watch: WorkerWatch | null = null;
  private inflight = 0;
  private runId = 0;
  private generation = 0;
  private starting: Promise<void> | null = null;
  private renderer: StageRenderer<Model> | null = null;
  /** Fastest's operations a frame on a stage that draws per change, learnt across the page's runs (operationCap.ts). */
  private operationCap: OperationCap | null = null;
  private lastStatus: PlayerStatus = 'idle';
  private narration = '';
  private narratedAt = 0;
  private error = '';
  private highlights = true;
  /** The UI is held (see UI_HOLD_MS) until the cursor passes this, or the hold's timer ends. */
  private holdCursor = -1;
  private holdTimer: ReturnType<typeof setTimeout> | undefined;
  private loadedInput: Input | null = null;

  constructor(
    readonly adapter: FamilyAdapter<Input, RunInput, Meta, Snapshot, Model, X>,
    input: Input,
  ) {
    this.store = new UiStore(() => this.readUi());
    this.load(input);
  }

  /**
   * Called after every load (a shuffle on replay included), so the page can keep its URL current;
   * never for an input that another load replaced before the report was due.
   */
  onLoad: ((input: Input) => void) | null = null;

  /** New input: ends any run and shows its initial state, idle; the run starts at once. */
  load(input: Input): void {
    // A run started right after makes the old one stale in the worker (workerHost.ts), so no
    // separate end message: one postMessage less per reload, several a second at Fastest.
    this.endRun(!this.adapter.deferRun);
    this.reset(input);
    // A run starts now: hold the UI for its first frame. A family that runs on Play (a game whose
    // board the visitor edits) answers each edit at once.
    if (!this.adapter.deferRun) this.holdUi();
    this.store.changed(true);
    // The page hears of the load (its URL) once the hold ends, with the rest of the UI; with no
    // hold (a game), from a task of its own.
    if (this.adapter.deferRun) this.reportLoad(input);
    else this.loadedInput = this.onLoad ? input : null;
    // Start the run at once: a counting family knows its length before play.
    if (!this.adapter.deferRun) void this.ensureRun();
  }

  /** Tells the page of a load after the current task, unless a newer load has replaced it. */
  private reportLoad(input: Input): void {
    // A load in between (Play again at once, a benchmark's next run) has made this report stale:
    // delivered, it would put the replaced input back into the page's state.
    if (this.onLoad) setTimeout(() => input === this.input && this.onLoad?.(input), 0);
  }

  /** A fresh model and player for `input`, at its first step, with no run yet. */
  private reset(input: Input): void {
    this.player?.stop();
    this.generation++;
    this.input = input;
    this.runValues = [];
    this.model = this.adapter.createModel(input, this.runValues);
    this.adapter.showHighlights?.(this.model, this.highlights);
    this.player = new Player(this.model, {
      onFrame: () => this.draw(),
      onChange: () => this.changed(),
      giveBack: (buffers) => this.giveBack(buffers),
      onSourceError: (error) => this.fail(error),
    });
    this.player.setPace(this.pace);
    this.player.capOperations(this.operationCap);
    this.narration = '';
    this.error = '';
    this.renderer?.setView(this.model);
  }

  /**
   * The worker died (or failed a request) mid-run or while starting: the run cannot go on. The
   * stage goes back to the input's first step, the error line says why, and Play starts afresh
   * with a new worker; until then nothing pretends to run.
   */
  private fail(error: unknown): void {
    this.dropWorker();
    if (this.holdCursor >= 0) this.releaseUi();
    this.reset(this.input);
    this.error = this.adapter.errorText(errorMessage(error));
    this.renderer?.draw();
    this.store.changed(true);
  }

  attachRenderer(renderer: StageRenderer<Model>): void {
    this.renderer = renderer;
    this.operationCap = renderer.drawsPerChange ? (this.operationCap ?? new OperationCap()) : null;
    this.player.capOperations(this.operationCap);
    renderer.setView(this.model);
    this.draw();
  }

  setPace(pace: Pace): void {
    this.pace = pace;
    this.player.setPace(pace);
  }

  get running(): boolean {
    return this.player.status === 'running';
  }

  async play(): Promise<void> {
    if (this.player.finished) this.load(this.adapter.replay?.(this.input, this.model) ?? this.input);
    const { fastest, opsPerFrame, delay } = this.pace;
    if (fastest || opsPerFrame || delay < HOLD_ON_PLAY_BELOW_DELAY_MS) this.holdUi();
    if (await this.ensureRun()) this.player.play();
    else this.releaseUi();
  }

  pause(): void {
    this.player.pause();
    if (this.holdCursor >= 0) this.releaseUi();
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
  replayInput(): Input {
    return this.adapter.replay?.(this.input, this.model) ?? this.input;
  }

  /** Highlights on or off (reduced motion at fast speeds); kept across loads. */
  setHighlights(show: boolean): void {
    this.highlights = show;
    this.adapter.showHighlights?.(this.model, show);
    this.draw();
  }

  dispose(): void {
    clearTimeout(this.holdTimer);
    this.player.stop();
    this.dropWorker();
    // The stage that created the renderer destroys it.
    this.renderer = null;
    this.store.dispose();
  }

  private draw(): void {
    this.renderer?.draw();
    if (this.holdCursor >= 0 && this.player.cursor > this.holdCursor) this.releaseUi();
  }

  private holdUi(): void {
    this.holdCursor = this.player.cursor;
    this.store.hold();
    clearTimeout(this.holdTimer);
    this.holdTimer = setTimeout(() => this.releaseUi(), UI_HOLD_MS);
  }

  private releaseUi(): void {
    clearTimeout(this.holdTimer);
    this.holdCursor = -1;
    this.store.release();
    const loaded = this.loadedInput;
    this.loadedInput = null;
    if (loaded) this.reportLoad(loaded);
  }

  private changed(): void {
    const status = this.player.status;
    this.store.changed(status !== this.lastStatus);
    this.lastStatus = status;
  }

  /** Starts the worker run for the shown input once; false when it could not start or went stale. */
  private async ensureRun(): Promise<boolean> {
    if (this.player.hasSource) return true;
    const generation = this.generation;
    this.starting ??= this.startRun(generation);
    await this.starting;
    return generation === this.generation && this.player.hasSource;
  }

  private async startRun(generation: number): Promise<void> {
    try {
      const api = this.ensureWorker();
      // Comlink clones the input; its typing cannot see through a generic parameter.
      const started = await this.guard(api.start(this.adapter.runInput(this.input) as Comlink.UnproxyOrClone<RunInput>));
      if (generation !== this.generation) return;
      this.runId = started.runId;
      this.adapter.started?.(this.model, started.meta as Meta);
      const runValues = this.runValues;
      // The first chunk came with the start; the player's first pull takes it without a round trip.
      let first: Chunk | null = started.first;
      const next = (): Promise<Chunk | null> => {
        if (!first) return this.pull(api, started.runId, runValues);
        const chunk = received(first, runValues);
        first = null;
        return Promise.resolve(chunk);
      };
      this.player.setSource({ next }, null);
      // The worker counts the run while it is already playing; the progress bar says 'unknown
      // yet' until then (a moment for a 1000-bar sort).
      void api.total(started.runId).then((length) => {
        if (generation === this.generation && length !== null) this.player.setTotal(length.ops, length.steps);
      });
    } catch (error) {
      if (generation !== this.generation) return;
      this.error = this.adapter.errorText(errorMessage(error));
      this.store.changed(true);
    } finally {
      if (generation === this.generation) this.starting = null;
    }
  }

  private async pull(api: Comlink.Remote<FamilyWorkerApi<RunInput, Meta>>, runId: number, runValues: number[]): Promise<Chunk | null> {
    this.inflight++;
    try {
      const chunk = await this.guard(api.nextChunk(runId));
      return chunk && received(chunk, runValues);
    } finally {
      this.inflight--;
    }
  }

  /**
   * Chunk buffers the player no longer reads go back to the worker, transferred: dropped here,
   * they would wait for a major garbage collection (workers/protocol/chunkBuffers.ts). Without a
   * worker (it was ended mid-request) they are simply let go.
   */
  private giveBack(buffers: ArrayBuffer[]): void {
    void this.api?.recycle(Comlink.transfer(buffers, buffers));
  }

  private ensureWorker(): Comlink.Remote<FamilyWorkerApi<RunInput, Meta>> {
    if (!this.api) {
      const worker = this.adapter.createWorker();
      this.worker = worker;
      this.api = Comlink.wrap<FamilyWorkerApi<RunInput, Meta>>(worker);
      this.watch = watchWorker(worker, () => {
        if (this.worker === worker) this.fail(new WorkerFailedError());
      });
    }
    return this.api;
  }

  /** A call to the current worker that rejects, instead of waiting for ever, if the worker dies. */
  private guard<T>(call: Promise<T>): Promise<T> {
    return this.watch ? this.watch.guard(call) : call;
  }

  /** Terminates the worker on purpose (a new one starts on demand). */
  private dropWorker(): void {
    this.watch?.stop();
    this.watch = null;
    this.worker?.terminate();
    this.worker = null;
    this.api = null;
    this.inflight = 0;
    this.runId = 0;
    this.starting = null;
  }

  /**
   * Ends the current run; a worker still busy with it is terminated (a new one starts on demand).
   * `replaced`: a new run starts at once, which ends this one in the worker by itself.
   */
  private endRun(replaced = false): void {
    this.starting = null;
    if (!this.api) return;
    if (this.inflight > 0) this.dropWorker();
    else if (this.runId && !replaced) void this.api.end(this.runId);
    this.runId = 0;
  }

  /** What the finished run missed, in the words a race line adds ('' before the end, or when it reached its goal). */
  get shortfall(): string {
    return this.player.finished ? (this.adapter.shortfall?.(this.model) ?? '') : '';
  }

  /**
   * At a listenable pace every step is told (the scheduler's lane moves come every quarter of
   * a 2.5 s delay, and skipping them hid 'used its quantum' for good); faster, the line keeps
   * each sentence for `NARRATION_MS` and then tells the latest.
   */
  private narratesEveryStep(): boolean {
    return !this.pace.fastest && this.pace.delay >= NARRATION_MS;
  }

  private readUi(): EngineUiState<X> {
    const { player, model, adapter } = this;
    const now = Date.now();
    // A result reached by hand before any run (a game won by the visitor) ends the page's story
    // as a finished run does; a line shown while running (the scheduler's averages so far) does not.
    const untouched = player.cursor === 0 && player.status === 'idle';
    const beforeRun = untouched ? (adapter.outcomeBeforeRun?.(model) ?? '') : '';
    const outcome = player.finished ? adapter.outcome(model) : beforeRun || (adapter.interimOutcome?.(model) ?? '');
    const said = adapter.narrate(model);
    if (player.status !== 'running') {
      // Stepped, scrubbed or paused: the line tells the step on the stage, at once. A sentence
      // held back by the pace below is not owed later, and stepping back from the end must not
      // keep 'Done: …', even where the model has nothing to say at the step shown.
      this.narration = said;
      this.narratedAt = now;
    } else if (said && said !== this.narration && (this.narratesEveryStep() || now - this.narratedAt >= NARRATION_MS)) {
      this.narration = said;
      this.narratedAt = now;
    }
    // Never the outcome line again: it is a live region of its own, so a copy here was heard
    // twice and put the spec's result words ('Sorted', 'AI Won') twice on the page.
    if (player.finished) this.narration = adapter.finalNarration?.(model) ?? '';
    // Stepped or scrubbed into a run without playing it: the run stands paused there (as a
    // race's stage says), not 'idle', which the stage's data-status keeps for a run not begun.
    const held = player.status === 'idle' && player.cursor > 0 ? 'paused' : player.status;
    return {
      status: player.finished || beforeRun ? 'finished' : held,
      playerStatus: player.status,
      midRun: held === 'paused' && player.cursor > 0 && !player.finished,
      cursor: player.cursor,
      total: player.total,
      steps: player.steps,
      totalSteps: player.totalSteps,
      historyStart: player.historyStart,
      narration: this.narration,
      outcome,
      error: this.error,
      extras: adapter.extras(model),
    };
  }
}

/** A chunk has arrived: the values it added to the run's value table join the page's copy. */
function received(chunk: Chunk, runValues: number[]): Chunk {
  if (chunk.values) for (const value of chunk.values) runValues.push(value);
  return chunk;
}
