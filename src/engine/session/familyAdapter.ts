import type { RunApi } from '../../../workers/protocol/run';
import type { PlayerModel } from '../player/playerTypes';

/** Facts React and the stage show about a model: primitives only (counters, labels, values). */
export type Extras = Record<string, string | number | boolean>;

/** A counter shown under the controls, read from the family's extras. */
export interface CounterSpec<X extends Extras> {
  key: keyof X & string;
  label: string;
}

/** The value table of a run as the page has received it so far (see workers/protocol/valueTable.ts). */
export type RunValues = readonly number[];

/**
 * Everything a family tells the engine; the engine does the rest (worker run, player, UI
 * store, controls, keyboard, stage, URL state). `Input` is what the page loads (values, a grid,
 * an expression...), `RunInput` what the worker takes, `Meta` what the worker says at start.
 */
export interface FamilyAdapter<Input, RunInput, Meta, Snapshot, Model extends PlayerModel<Snapshot>, X extends Extras> {
  /** Written inline (`new Worker(new URL('…worker.ts', import.meta.url), { type: 'module' })`) so Vite bundles it. */
  createWorker(): Worker;
  /** The worker's input for a page input (a fresh seed may be drawn here). */
  runInput(input: Input): RunInput;
  /** The visible state before the first operation; `values` fills as chunks arrive. */
  createModel(input: Input, values: RunValues): Model;
  /** Called once the worker has accepted the run. */
  started?(model: Model, meta: Meta): void;
  /** Counters, labels and data the page shows; read four times a second, never per frame. */
  extras(model: Model): X;
  /** A short sentence about the last operation, for the polite live region. */
  narrate(model: Model): string;
  /** The result line once the run has ended ('Found at index 3', 'Result: 7'); '' for none. */
  outcome(model: Model): string;
  /**
   * The outcome area's line while the run is still going ('' for none): results that build up
   * during a run (the scheduler's averages after each completion). The stage stays unfinished
   * until `outcome` replaces it.
   */
  interimOutcome?(model: Model): string;
  /** What the narration says when the run ends, in other words than the outcome line (which screen readers hear on its own); default: nothing. */
  finalNarration?(model: Model): string;
  /**
   * For a finished run that did not reach its goal, the words a race adds after the winner's
   * name ('without reaching E'): a race is won on steps, and a search that gave up first must
   * not read as the better search. '' (or absent) when the goal was reached.
   */
  shortfall?(model: Model): string;
  /** Highlights on or off (reduced motion at fast speeds). */
  showHighlights?(model: Model, show: boolean): void;
  /** The input to load when Play is pressed after the run ended; default: the same input again. */
  replay?(input: Input, model: Model): Input;
  /**
   * Start the worker run on Play or Step, not on load. A game's board belongs to the visitor
   * until they ask the AI (each move loads a new input; none should start a search).
   */
  deferRun?: boolean;
  /**
   * The result line of a board the visitor finished by hand, before any run ('Game Over You
   * Won'); '' for none. The stage then reads finished, as after a run.
   */
  outcomeBeforeRun?(model: Model): string;
  /** The error line when the worker refuses a run or fails. */
  errorText(message: string): string;
}

/** The worker API every family exposes through the engine's run host. */
export type FamilyWorkerApi<RunInput, Meta> = RunApi<RunInput, Meta>;
