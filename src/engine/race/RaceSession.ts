import type { Player } from '../player/Player';
import type { Pace } from '../player/speed';
import type { Extras } from '../session/familyAdapter';
import type { RunUi, StageStatus } from '../session/uiSlices';
import { UiStore } from '../store/uiStore';
import { RaceClock, type RaceLane, type RaceResult } from './RaceClock';
import { raceLine, raceNarration } from './raceWords';

/** What a race needs of each side: a RunSession has it all. */
export interface RacingSession<Input, X extends Extras> {
  readonly store: UiStore<RunUi<X>>;
  readonly input: Input;
  readonly player: Player<unknown>;
  /** Its player as the race clock drives it. */
  readonly lane: RaceLane;
  load(input: Input, own?: boolean): void;
  setPace(pace: Pace): void;
  setHighlights(show: boolean): void;
  prepare(): Promise<boolean>;
  replayInput(): Input;
  play(): Promise<void>;
  pause(): void;
  seek(target: number): Promise<void>;
  dispose(): void;
  /** Words for a finished run that missed its goal ('' otherwise): see FamilyAdapter.shortfall. */
  readonly shortfall: string;
}

/**
 * Two runs of one family on the same input, side by side, paced by one RaceClock. It drives
 * both sides' RunSessions (each with its own worker run) and offers the transport what a single
 * session does (play, pause, step, scrub, pace), so the page's controls and keys work
 * unchanged. The rival side gets the page's input through `rivalInput` (the same values or
 * grid, its own algorithm).
 */
export class RaceSession<Input, X extends Extras, S extends RacingSession<Input, X> = RacingSession<Input, X>> {
  readonly store: UiStore<RunUi<X>>;
  readonly clock: RaceClock;
  private readonly unsubscribe: (() => void)[];

  constructor(
    readonly sides: readonly [S, S],
    readonly names: readonly [string, string],
    private readonly rivalInput: (input: Input) => Input,
  ) {
    // At the store's own rate: React hears about the race as often as about one run.
    this.store = new UiStore(() => this.readUi());
    this.clock = new RaceClock([sides[0].lane, sides[1].lane], { onChange: () => this.store.changed(true) });
    // A side's news reaches the race's store; a newly decided result at once.
    this.unsubscribe = sides.map((side) => side.store.subscribe(() => this.store.changed(this.line() !== this.shownLine)));
    // Both sides start from the same input, at step 0.
    this.load(sides[0].input);
  }

  get input(): Input {
    return this.sides[0].input;
  }

  get running(): boolean {
    return this.clock.running;
  }

  get result(): RaceResult {
    return this.clock.result;
  }

  /** What the benchmark and the transport read as "the" player: the side still going. */
  get player(): { readonly cursor: number; readonly finished: boolean; readonly total: number | null; readonly hasSource: boolean } {
    const [a, b] = [this.sides[0].player, this.sides[1].player];
    return {
      cursor: Math.max(a.cursor, b.cursor),
      finished: a.finished && b.finished,
      total: a.total === null || b.total === null ? null : Math.max(a.total, b.total),
      hasSource: a.hasSource && b.hasSource,
    };
  }

  /** The same input on both sides (the rival with its own algorithm); both back at step 0. */
  load(input: Input, own = false): void {
    this.stop();
    this.sides[0].load(input, own);
    this.sides[1].load(this.rivalInput(input), own);
    this.store.changed(true);
  }

  setPace(pace: Pace): void {
    this.clock.setPace(pace);
    for (const side of this.sides) side.setPace(pace);
  }

  setHighlights(show: boolean): void {
    for (const side of this.sides) side.setHighlights(show);
  }

  async play(): Promise<void> {
    if (this.clock.running) return;
    // After a finished race, both sides get the input Play would give the page's own run.
    if (this.clock.over) this.load(this.sides[0].replayInput(), true);
    if (!(await this.prepare())) return;
    for (const side of this.sides) side.player.playExternally();
    this.clock.play();
  }

  pause(): void {
    this.stop();
  }

  async toggle(): Promise<void> {
    if (this.clock.running) this.pause();
    else await this.play();
  }

  /** One visible step on each side still going (the player's own step: the markers before it come along). */
  async stepForward(): Promise<void> {
    this.stop();
    if (!(await this.prepare())) return;
    await Promise.all(this.sides.filter((side) => !side.player.finished).map((side) => side.player.stepForward()));
    this.store.changed(true);
  }

  /**
   * The race one visible step back: the side or sides with the most steps go back one; a side
   * that finished with fewer stays at its end, as the race stood then.
   */
  async stepBack(): Promise<void> {
    this.stop();
    if (!(await this.prepare())) return;
    const most = Math.max(...this.sides.map((side) => side.player.steps));
    await Promise.all(this.sides.filter((side) => side.player.steps === most).map((side) => side.player.stepBack()));
    this.store.changed(true);
  }

  /** Visible steps side `side` has made: its Steps counter, in the unit of the race line. */
  stepsOf(side: 0 | 1): number {
    return this.sides[side].player.steps;
  }

  /**
   * Scrubbing: both sides to operation `target` (the progress bar's unit), or to their end when
   * they finish before it. The sides may then stand at different visible steps; the result is
   * judged on each side's total steps, so a scrub cannot change it.
   */
  async seek(target: number): Promise<void> {
    this.stop();
    if (!(await this.prepare())) return;
    await Promise.all(this.sides.map((side) => side.player.seek(Math.max(0, target))));
    this.store.changed(true);
  }

  dispose(): void {
    this.stop();
    for (const off of this.unsubscribe) off();
    this.store.dispose();
  }

  private shownLine = '';

  /** The race line as it stands ('' until a side finishes). */
  line(): string {
    const result = this.clock.result;
    if (!result) return '';
    return raceLine(result, this.names, result.kind === 'winner' ? this.sides[result.side].shortfall : '');
  }

  private async prepare(): Promise<boolean> {
    const ready = await Promise.all(this.sides.map((side) => side.prepare()));
    return ready.every(Boolean);
  }

  private stop(): void {
    this.clock.pause();
    for (const side of this.sides) side.player.pause();
  }

  private readUi(): RunUi<X> {
    const [a, b] = [this.sides[0].store.getSnapshot(), this.sides[1].store.getSnapshot()];
    const players = this.sides.map((side) => side.player);
    const line = this.line();
    this.shownLine = line;
    const over = this.clock.over;
    const { cursor, total } = this.player;
    // The side still going leads the progress bar, as its cursor does.
    const totals = players.map((p) => p.totalSteps);
    const started = players.some((p) => p.cursor > 0);
    const status: StageStatus = over ? 'finished' : this.clock.running ? 'running' : started ? 'paused' : 'idle';
    return {
      status,
      playerStatus: this.clock.running ? 'running' : started && !over ? 'paused' : 'idle',
      midRun: started && !over && !this.clock.running,
      cursor,
      total,
      steps: Math.max(...players.map((p) => p.steps)),
      totalSteps: totals[0] === null || totals[1] === null ? null : Math.max(totals[0]!, totals[1]!),
      historyStart: Math.max(...players.map((p) => p.historyStart)),
      // Each side's own narration, named; the result is shown (and announced) once, by the
      // race's own status line.
      narration: raceNarration(this.names, [a.narration, b.narration]),
      outcome: line,
      error: a.error || b.error,
      code: a.code,
      extras: a.extras,
    };
  }
}
