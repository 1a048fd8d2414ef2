import { describe, expect, it } from 'vitest';
import { decideMove } from '../../../workers/games/ticTacToe';
import { TIC_TAC_TOE_LINE, TIC_TAC_TOE_PSEUDOCODE } from '../../../workers/games/ticTacToePseudocode';
import { TicTacToeGame } from './ticTacToeGame';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A game whose AI decides as the worker does (the real rules), always taking the first of equal moves. */
function gameWithRealRules() {
  const game = new TicTacToeGame(async (board, ai) => decideMove(board, ai, () => 0));
  const code = () => game.store.getSnapshot().code;
  /** The visitor plays `cell`, and the AI answers. */
  const move = async (cell: number) => {
    game.userMove(cell);
    await settled();
  };
  return { game, code, move };
}

describe('tic-tac-toe pseudocode', () => {
  it('names the line of each rule', () => {
    expect(TIC_TAC_TOE_PSEUDOCODE[TIC_TAC_TOE_LINE.win]!.trim()).toBe('play it (win)');
    expect(TIC_TAC_TOE_PSEUDOCODE[TIC_TAC_TOE_LINE.block]!.trim()).toBe('play there (block)');
    expect(TIC_TAC_TOE_PSEUDOCODE[TIC_TAC_TOE_LINE.best]!.trim()).toBe('play it (best score)');
    expect(TIC_TAC_TOE_PSEUDOCODE[TIC_TAC_TOE_LINE.random]!.trim()).toBe('play one of the best cells at random');
    // The rules come in the order the AI tries them.
    expect(TIC_TAC_TOE_LINE.win).toBeLessThan(TIC_TAC_TOE_LINE.block);
    expect(TIC_TAC_TOE_LINE.block).toBeLessThan(TIC_TAC_TOE_LINE.best);
    expect(new TicTacToeGame().pseudocode()).toBe(TIC_TAC_TOE_PSEUDOCODE);
  });

  it('marks the rule of each AI move of a game: best score, block, win; none before its first move or after Reset', async () => {
    const { game, code, move } = gameWithRealRules();
    game.reset({ first: 'user', symbol: 'X' });
    expect(code()).toEqual({ line: -1, variables: [] });
    // X in a corner: only the centre keeps O's draw (score 0).
    await move(0);
    expect(game.store.getSnapshot().extras.board).toBe('X---O----');
    expect(code()).toEqual({
      line: TIC_TAC_TOE_LINE.best,
      variables: [
        ['cell', 'row 2, column 2'],
        ['score', 0],
      ],
    });
    // X threatens the top row: O stops it.
    await move(1);
    expect(code()).toEqual({ line: TIC_TAC_TOE_LINE.block, variables: [['cell', 'row 1, column 3']] });
    // X does not stop O's diagonal: O completes it.
    await move(3);
    expect(code()).toEqual({ line: TIC_TAC_TOE_LINE.win, variables: [['cell', 'row 3, column 1']] });
    expect(game.store.getSnapshot().outcome).toBe('AI Won');
    game.reset({ first: 'user', symbol: 'X' });
    expect(code()).toEqual({ line: -1, variables: [] });
    game.dispose();
  });

  it('names a random pick among several best cells, with how many there were', async () => {
    const { game, code } = gameWithRealRules();
    // The AI opens: every cell of the empty board draws.
    game.reset({ first: 'ai', symbol: 'O' });
    await settled();
    expect(code()).toEqual({
      line: TIC_TAC_TOE_LINE.random,
      variables: [
        ['cell', 'row 1, column 1'],
        ['score', 0],
        ['best', '9 cells'],
      ],
    });
    game.dispose();
  });
});
