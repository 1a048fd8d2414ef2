import * as Comlink from 'comlink';
import type { Chunk } from '../../../workers/protocol/chunk';
import { bucketsFor, RADIX_BUCKETS, type SortAlgorithm } from '../../../workers/protocol/sortTypes';
import type { SortWorkerApi } from '../../../workers/sort/sort.worker';
import type { BarRenderer, BarScale } from '../../render/types';
import { type Pace, Player } from '../player/Player';
import type { PlayerStatus } from '../player/types';
import { UiStore } from '../player/uiStore';
import { BarModel, type BarSnapshot } from './barModel';
import { narrate, phaseLabel } from './narration';
import { MAX_VALUE, shuffleValues } from './sortValues';

export interface SortUiState {
  status: PlayerStatus;
  finished: boolean;
  /** Paused part-way through (the second body shows this with a yellow border). */
  midRun: boolean;
  cursor: number;
  total: number | null;
  historyStart: number;
  comparisons: number;
  writes: number;
  narration: string;
  phase: string;
  count: number;
  /** The bar values, comma-separated, for small arrays (read by browser tests and assistive tech). */
  values: string;
  error: string;
}

/** React hears about the running animation four times a second: enough for counters to feel live. */
const UI_INTERVAL_MS = 250;

/** Narration changes at most this often, so the polite live region stays listenable. */
const NARRATION_MS = 1500;

/**
 * One sort page's engine: the worker run, the player over it, the bar mirror and the renderer.
 * Restarting or leaving ends the run; a busy worker is terminated rather than waited for.
 */
export class SortSession {
  readonly store: UiStore<SortUiState>;
  model!: BarModel;
  player!: Player<BarSnapshot>;
  values: number[] = [];
  scale: BarScale = { maxValue: MAX_VALUE, maxBucket: 1 };
  showHighlights = true;
  private pace: Pace = { delay: 2500, fastest: false };
  private worker: Worker | null = null;
  private api: Comlink.Remote<SortWorkerApi> | null = null;
  private inflight = 0;
  private runId = 0;
  private generation = 0;
  private starting: Promise<void> | null = null;
  private renderer: BarRenderer | null = null;
  private lastStatus: PlayerStatus = 'idle';
  private narration = '';
  private narratedAt = 0;
  private error = '';

  constructor(readonly algorithm: SortAlgorithm, values: number[], maxValue = MAX_VALUE) {
    this.store = new UiStore(() => this.readUi(), UI_INTERVAL_MS);
    this.load(values, maxValue);
  }

  /** New bars: ends any run and shows the values, idle. */
  load(values: number[], maxValue = this.scale.maxValue): void {
    this.endRun();
    this.player?.stop();
    this.generation++;
    this.values = [...values];
    this.model = new BarModel(values, bucketsFor(this.algorithm, values));
    this.scale = { maxValue, maxBucket: maxBucketFill(this.algorithm, values) };
    this.player = new Player(this.model, { onFrame: () => this.draw(), onChange: () => this.changed() });
    this.player.setPace(this.pace);
    this.narration = '';
    this.error = '';
    this.renderer?.setModel(this.model, this.scale);
    this.store.changed(true);
    // Start the run at once: the worker counts it, so the progress bar knows its length before play.
    void this.ensureRun();
  }

  attachRenderer(renderer: BarRenderer): void {
    this.renderer = renderer;
    renderer.setModel(this.model, this.scale);
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
    if (this.player.finished) this.load(shuffleValues(Array.from(this.model.values)));
    if (await this.ensureRun()) this.player.play();
  }

  pause(): void {
    this.player.pause();
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

  dispose(): void {
    this.player.stop();
    this.worker?.terminate();
    this.worker = null;
    this.api = null;
    // The stage that created the renderer destroys it.
    this.renderer = null;
    this.store.dispose();
  }

  private draw(): void {
    this.renderer?.draw(this.showHighlights);
  }

  private changed(): void {
    const status = this.player.status;
    this.store.changed(status !== this.lastStatus);
    this.lastStatus = status;
  }

  /** Starts the worker run for the shown values once; false when it could not start or went stale. */
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
      const started = await api.start({ algorithm: this.algorithm, values: this.values, seed: Math.floor(Math.random() * 2 ** 31) });
      if (generation !== this.generation) return;
      this.runId = started.runId;
      const runId = started.runId;
      this.player.setSource({ next: () => this.pull(api, runId) }, started.totalOps);
    } catch (error) {
      this.error = `Couldn't start the sort: ${error instanceof Error ? error.message : String(error)}`;
      this.store.changed(true);
    } finally {
      if (generation === this.generation) this.starting = null;
    }
  }

  private async pull(api: Comlink.Remote<SortWorkerApi>, runId: number): Promise<Chunk | null> {
    this.inflight++;
    try {
      return await api.nextChunk(runId);
    } finally {
      this.inflight--;
    }
  }

  private ensureWorker(): Comlink.Remote<SortWorkerApi> {
    if (!this.api) {
      this.worker = new Worker(new URL('../../../workers/sort/sort.worker.ts', import.meta.url), { type: 'module' });
      this.api = Comlink.wrap<SortWorkerApi>(this.worker);
    }
    return this.api;
  }

  /** Ends the current run; a worker still busy with it is terminated (a new one starts on demand). */
  private endRun(): void {
    this.starting = null;
    if (!this.api) return;
    if (this.inflight > 0) {
      this.worker?.terminate();
      this.worker = null;
      this.api = null;
      this.inflight = 0;
    } else if (this.runId) void this.api.end(this.runId);
    this.runId = 0;
  }

  private readUi(): SortUiState {
    const player = this.player;
    const model = this.model;
    const now = Date.now();
    const said = narrate(model);
    if (said && said !== this.narration && now - this.narratedAt >= NARRATION_MS) {
      this.narration = said;
      this.narratedAt = now;
    }
    if (player.finished) this.narration = 'sorted';
    return {
      status: player.status,
      finished: player.finished,
      midRun: player.status === 'paused' && player.cursor > 0 && !player.finished,
      cursor: player.cursor,
      total: player.total,
      historyStart: player.historyStart,
      comparisons: model.comparisons,
      writes: model.writes,
      narration: this.narration,
      phase: phaseLabel(model),
      count: model.size,
      values: model.size <= 100 ? Array.from(model.values).join(',') : '',
      error: this.error,
    };
  }
}

/** The fullest a bucket gets during the run, so bucket bars use the second area's full height. */
function maxBucketFill(algorithm: SortAlgorithm, values: readonly number[]): number {
  const fills: number[] = [];
  if (algorithm === 'countingsort') {
    const counts = new Map<number, number>();
    for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
    fills.push(...counts.values());
  } else if (algorithm === 'radixsort') {
    for (let place = 1; place <= Math.max(1, ...values); place *= 10) {
      const counts = new Array<number>(RADIX_BUCKETS).fill(0);
      for (const v of values) counts[Math.floor(v / place) % 10]++;
      fills.push(...counts);
    }
  }
  return Math.max(1, ...fills);
}
