import { describe, expect, it } from 'vitest';
import { WorkerFailedError } from '../../engine/worker/workerFailure';
import { AI_STUCK, TicTacToeGame } from './ticTacToeGame';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const ui = (game: TicTacToeGame) => game.store.getSnapshot();

describe('tic-tac-toe when the AI cannot move', () => {
  it('says so instead of "Your move", and Reset starts a game the AI plays again', async () => {
    let workerAlive = false;
    // The first worker fails; the next call gets a new one (lazyWorker), as after Reset.
    const game = new TicTacToeGame(async (board) => {
      if (!workerAlive) throw new WorkerFailedError();
      return { cell: board.indexOf(null), rule: 'random', score: 0, choices: 1 };
    });
    game.reset({ first: 'user', symbol: 'X' });
    game.userMove(4);
    await settled();
    expect(ui(game).error).toMatch(/^The AI could not move: /);
    expect(ui(game).narration).toBe(AI_STUCK);

    workerAlive = true;
    game.reset({ first: 'user', symbol: 'X' });
    expect([ui(game).error, ui(game).narration]).toEqual(['', 'Your move']);
    game.userMove(4);
    await settled();
    expect(ui(game).extras.board).toBe('O---X----');
    expect(ui(game).narration).toBe('Your move');
    game.dispose();
  });

  it('drops a failure that arrives after Reset: it belongs to the game before', async () => {
    let fail: (error: Error) => void = () => {};
    const game = new TicTacToeGame(() => new Promise((_, reject) => (fail = reject)));
    game.reset({ first: 'ai', symbol: 'O' });
    game.reset({ first: 'user', symbol: 'X' });
    fail(new WorkerFailedError());
    await settled();
    expect([ui(game).error, ui(game).narration]).toEqual(['', 'Your move']);
    game.dispose();
  });
});
