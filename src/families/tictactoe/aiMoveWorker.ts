import type { Board, Decision, Mark } from '../../../workers/games/ticTacToe';
import type { TicTacToeApi } from '../../../workers/games/ticTacToeApi';
import { lazyWorker } from '../../engine/worker/lazyWorker';

/** How a game asks for the AI's move: the cell (-1 when the game is over) and the rule that chose it. */
export type ChooseMove = (board: Board, ai: Mark) => Promise<Decision>;

const mover = lazyWorker<TicTacToeApi>(() => new Worker(new URL('../../../workers/games/ticTacToe.worker.ts', import.meta.url), { type: 'module' }));

/**
 * The AI's move from its worker, a plain call (nothing animates). The worker starts on first use
 * and stays for the next game; one that died or never loaded refuses the call in words, and the
 * next call starts a new one, so Reset recovers (lazyWorker.ts).
 */
export const aiMoveInWorker: ChooseMove = (board, ai) => mover((api) => api.decideMove(board, ai, Math.floor(Math.random() * 2 ** 31)));
