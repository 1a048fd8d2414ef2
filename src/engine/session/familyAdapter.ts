import type { PlayerModel } from '../player/playerTypes';
import type { SoundProbe } from '../sound/soundTap';
import type { CodePosition, Pseudocode } from '../story/code';

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
 * A family's types, named once: what the page loads (`input`), what its worker takes (`runInput`)
 * and says when a run starts (`meta`), the visible state the player drives (`model`) and the facts
 * the page shows about it (`extras`). Every engine type takes this one bundle.
 */
export interface FamilyTypes {
  input: unknown;
  runInput: unknown;
  meta: unknown;
  model: PlayerModel<unknown>;
  extras: Extras;
}

/** What talks to the worker. */
export interface WorkerPart<T extends FamilyTypes> {
  /** Written inline (`new Worker(new URL('…worker.ts', import.meta.url), { type: 'module' })`) so Vite bundles it. */
  create(): Worker;
  /** The worker's input for a page input (a fresh seed may be drawn here). */
  runInput(input: T['input']): T['runInput'];
  /** The error line when the worker refuses a run or fails. */
  errorText(message: string): string;
}

/** What owns the model. */
export interface ModelPart<T extends FamilyTypes> {
  /** The visible state before the first operation; `values` fills as chunks arrive. */
  create(input: T['input'], values: RunValues): T['model'];
  /** Called once the worker has accepted the run, with what it said about it. */
  started?(model: T['model'], meta: T['meta']): void;
  /** The input Play loads after the run ended (a reshuffle, a new seed); default: the same input again. */
  replay?(input: T['input'], model: T['model']): T['input'];
  /** Highlights on or off (reduced motion at fast speeds). */
  showHighlights?(model: T['model'], show: boolean): void;
}

/** Where a run stands, as the story tells it. */
export type Phase = 'before' | 'running' | 'finished';

/** How a run ended, in words. */
export interface Ending {
  /** The result line ('Sorted', 'Found at index 3', 'AI Won'). */
  outcome: string;
  /** The narration's last words, in other words than the outcome line (which screen readers hear on its own). */
  narration: string;
  /**
   * For a run that did not reach its goal, the words a race adds after the winner's name
   * ('without reaching E'): a race is won on steps, and a search that gave up first must not
   * read as the better search. Absent when the goal was reached.
   */
  shortfall?: string;
}

/** What tells the story: the facts, the words for a step, the outcome line. */
export interface StoryPart<T extends FamilyTypes> {
  /** Counters, labels and data the page shows; read a few times a second, never per frame. */
  extras(model: T['model']): T['extras'];
  /** A short sentence about the last operation, for the polite live region ('' for none). */
  narrate(model: T['model']): string;
  /**
   * The outcome line before the run has ended ('' for none): a board the visitor finished by hand
   * before any run (`before`: 'Game Over You Won'; the stage then reads finished, as after a run),
   * or results that build up during a run (`running`: the scheduler's averages after each completion).
   */
  progress?(model: T['model'], phase: Exclude<Phase, 'finished'>): string;
  /** The outcome, last words and any shortfall once the run has ended. */
  ending(model: T['model']): Ending;
  /** The pseudocode of the input's algorithm (a family module's lines, next to its generators). */
  pseudocode(input: T['input']): Pseudocode;
  /** The line the operation on the stage executed, and the values it reads. */
  code(model: T['model']): CodePosition;
}

/** What a family's run sounds like while Sound is on (the sorts' and array searches' tones). */
export interface SoundPart<T extends FamilyTypes> {
  /** Reads what `source.model` compared and wrote (read anew at each tick, so a session's next model is heard too). */
  probe(source: { readonly model: T['model'] }): SoundProbe;
}

/**
 * When a run starts: at once on load (a visualizer counts its run before Play), or on Play and
 * Step (a game: the board is the visitor's until they ask the AI, and each move loads a new input).
 */
export type StartPolicy = 'onLoad' | 'onPlay';

/** Everything a family tells the engine; the engine does the rest (worker run, player, UI store, controls, keys, stage, URL state). */
export interface FamilyAdapter<T extends FamilyTypes> {
  starts: StartPolicy;
  worker: WorkerPart<T>;
  model: ModelPart<T>;
  story: StoryPart<T>;
  /** For a family whose page has Sound: a downloaded video's audio track is made from it (engine/video). */
  sound?: SoundPart<T>;
}
