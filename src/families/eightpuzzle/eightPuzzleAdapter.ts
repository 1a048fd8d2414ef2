import { DEPTH_CAP, UNSOLVABLE } from '../../../workers/games/eightPuzzle';
import { EIGHT_PUZZLE_PSEUDOCODE } from '../../../workers/games/eightPuzzlePseudocode';
import type { GameRunInput, GameRunMeta } from '../../../workers/games/gamesRunner';
import type { FamilyAdapter } from '../../engine/session/familyAdapter';
import { counted } from '../../engine/story/counted';
import { finalStepNarration } from '../../engine/story/stepNarration';
import { eightPuzzleCode } from './eightPuzzleCode';
import { EightPuzzleModel } from './eightPuzzleModel';

export interface EightPuzzleInput {
  tiles: readonly number[];
  /** The visitor's slides that led to `tiles` (EightPuzzleModel.handMoves). */
  handMoves: number;
}

export interface EightPuzzleExtras extends Record<string, string | number | boolean> {
  moves: number;
  expanded: number;
  /** The tiles as shown, 9 digits (0 the blank). */
  tiles: string;
  solved: boolean;
}

export const solvedIn = (moves: number, expanded: number) => `Solved in ${counted(moves, 'move')} (${counted(expanded, 'state')} expanded)`;
export const solvedByHand = (moves: number) => `Solved by hand in ${counted(moves, 'move')}`;
/** A guard that never shows: no solvable board needs more than 31 moves, and unsolvable ones are refused before any search. */
const NOT_WITHIN_CAP = `No solution within ${DEPTH_CAP} moves`;

/** Said in words as well as by the green borders; a board opened on the goal says nothing. */
function handOutcome(model: EightPuzzleModel): string {
  if (!model.solvable) return UNSOLVABLE;
  return model.isSolved && model.handMoves > 0 ? solvedByHand(model.handMoves) : '';
}

/** The 8 puzzle's part of the engine: A* in the games worker, the tiles, the words. */
/** The 8 puzzle's types, named once for the engine. */
export interface EightPuzzleTypes {
  input: EightPuzzleInput;
  runInput: GameRunInput;
  meta: GameRunMeta;
  model: EightPuzzleModel;
  extras: EightPuzzleExtras;
}

export const eightPuzzleAdapter: FamilyAdapter<EightPuzzleTypes> = {
  // The board is the visitor's until they ask A*: each slide loads a new input.
  starts: 'onPlay',
  worker: {
    create: () => new Worker(new URL('../../../workers/games/games.worker.ts', import.meta.url), { type: 'module' }),
    runInput: ({ tiles }) => ({ game: 'eightpuzzle', tiles: [...tiles] }),
    errorText: (message) => (message === UNSOLVABLE ? message : `Couldn't start A*: ${message}`),
  },
  model: {
    create: ({ tiles, handMoves }) => new EightPuzzleModel(tiles, handMoves),
  },
  story: {
    // Moves counts the visitor's slides until A* answers, then A*'s.
    extras: (model) => ({
      moves: model.beforeSearch ? model.handMoves : model.state.slides,
      expanded: model.state.expanded,
      tiles: Array.from(model.state.tiles).join(''),
      solved: model.isSolved,
    }),
    narrate: (model) => model.state.step,
    // An unsolvable board is told at once, without searching: half of all arrangements can never reach the goal.
    progress: (model, phase) => (phase === 'before' ? handOutcome(model) : ''),
    ending: (model) => ({
      outcome: model.state.optimal >= 0 ? solvedIn(model.state.optimal, model.state.expanded) : NOT_WITHIN_CAP,
      narration: finalStepNarration(model.state.step),
    }),
    pseudocode: () => EIGHT_PUZZLE_PSEUDOCODE,
    code: eightPuzzleCode,
  },
};
