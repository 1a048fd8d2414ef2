import type { GameRunInput, GameRunMeta } from '../../../workers/games/gamesRunner';
import type { ColumnOrder } from '../../../workers/games/nQueen';
import { nQueenPseudocode } from '../../../workers/games/nQueenPseudocode';
import type { FamilyAdapter } from '../../engine/session/familyAdapter';
import { finalStepNarration } from '../../engine/story/stepNarration';
import { nQueenCode } from './nQueenCode';
import { NQueenModel } from './nQueenModel';
import { drawSeed } from './nQueenUrlState';

/** What the N-Queen page loads: the size, the AI's column order and seed, and the visitor's queens. */
export interface NQueenInput {
  n: number;
  order: ColumnOrder;
  seed: number;
  queens: readonly number[];
}

export interface NQueenExtras extends Record<string, string | number | boolean> {
  placements: number;
  backtracks: number;
  /** Queen cells (row * n + col), comma-separated, for tests. */
  queens: string;
}

export const SOLUTION_FOUND = 'Solution Found';
/** A guard that never shows: every size the page offers (4–15) has a placement, and the AI finds one. */
export const NO_PLACEMENT = 'No placement exists for this size';

/** N-Queen's part of the engine: the backtracking AI in the games worker, the board, the words. */
/** N-Queen's types, named once for the engine. */
export interface NQueenTypes {
  input: NQueenInput;
  runInput: GameRunInput;
  meta: GameRunMeta;
  model: NQueenModel;
  extras: NQueenExtras;
}

export const nQueenAdapter: FamilyAdapter<NQueenTypes> = {
  // The board is the visitor's until they ask the AI: each queen placed by hand loads a new input.
  starts: 'onPlay',
  worker: {
    create: () => new Worker(new URL('../../../workers/games/games.worker.ts', import.meta.url), { type: 'module' }),
    runInput: ({ n, order, seed, queens }) => ({ game: 'nqueen', n, order, seed, queens: [...queens] }),
    errorText: (message) => `Couldn't start the AI: ${message}`,
  },
  model: {
    create: ({ n, queens }) => new NQueenModel(n, queens),
    // Solve again in the Randomised order shuffles afresh, as the description promises; the URL
    // follows the new seed (the page's binding writes it back).
    replay: (input) => (input.order === 'random' ? { ...input, seed: drawSeed() } : input),
  },
  story: {
    extras: (model) => ({ placements: model.state.placements, backtracks: model.state.backtracks, queens: model.queenCells().join(',') }),
    narrate: (model) => model.step,
    progress: (model, phase) => (phase === 'before' && model.isWon ? SOLUTION_FOUND : ''),
    ending: (model) => ({ outcome: model.isWon ? SOLUTION_FOUND : NO_PLACEMENT, narration: finalStepNarration(model.step) }),
    pseudocode: (input) => nQueenPseudocode(input.order),
    code: nQueenCode,
  },
};
