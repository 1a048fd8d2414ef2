import type { PlayerStatus } from '../player/playerTypes';
import type { CodePosition } from '../story/code';
import type { Extras } from './familyAdapter';

/** The stage's one status signal (data-status): `finished` only once the outcome is on the page. */
export type StageStatus = 'idle' | 'running' | 'paused' | 'finished';

/** What the stage frame shows and writes as data-*: every session has it, a game without a run included. */
export interface StageSlice {
  status: StageStatus;
  /** Paused part-way through (sort's second body shows a yellow border). */
  midRun: boolean;
  /** Operations applied (the progress bar's position: scrubbing moves it). */
  cursor: number;
  total: number | null;
  /** The polite live region's words for the step on the stage. */
  narration: string;
  outcome: string;
  error: string;
  /**
   * Runs made so far (data-run): each load, replay or restart after a failure counts one. A
   * replay that ends inside the UI hold shows 'finished' before and after; this tells them apart.
   * Absent where nothing runs (tic-tac-toe, a race).
   */
  run?: number;
}

/** What the transport shows of a run: its player, and its length in visible steps ('Step 3 of 12'). */
export interface TransportSlice {
  playerStatus: PlayerStatus;
  steps: number;
  totalSteps: number | null;
  /** The earliest operation step back and scrubbing can reach. */
  historyStart: number;
}

/** Where the run stands in its pseudocode (the panel beside the stage). */
export interface CodeSlice {
  code: CodePosition;
}

/** What React shows of any session: the stage, the pseudocode, and the family's own facts. */
export interface EngineUi<X extends Extras> extends StageSlice, CodeSlice {
  extras: X;
}

/** What React shows of a session over a run: the stage, the transport and the family's facts. */
export interface RunUi<X extends Extras> extends EngineUi<X>, TransportSlice {}
