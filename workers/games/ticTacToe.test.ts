import { describe, expect, it } from 'vitest';
import { seededRandom } from '../protocol/random';
import {
  type Board,
  bestMoves,
  candidateMoves,
  decideMove,
  EMPTY_BOARD,
  emptyCells,
  isOver,
  type Mark,
  otherMark,
  play,
  winnerOf,
  winningLine,
} from './ticTacToe';

const board = (text: string): Board => [...text].map((c) => (c === 'X' || c === 'O' ? c : null));

describe('tic-tac-toe rules', () => {
  it('finds rows, columns and diagonals', () => {
    expect(winningLine(board('XXX-OO---'))).toEqual([0, 1, 2]);
    expect(winningLine(board('O-XO-XO--'))).toEqual([0, 3, 6]);
    expect(winnerOf(board('X-O-XO--X'))).toBe('X');
    expect(winnerOf(board('XOXXOOOXX'))).toBeNull();
    expect(isOver(board('XOXXOOOXX'))).toBe(true);
  });
});

describe('tic-tac-toe AI', () => {
  it('takes an immediate win', () => {
    // O to move can win at 2 (row) — it must not merely block X.
    expect(bestMoves(board('OO-XX-X--'), 'O')).toEqual([2]);
    expect(bestMoves(board('X-OXO----'), 'X')).toEqual([6]);
  });

  it('blocks an immediate loss', () => {
    expect(bestMoves(board('XX--O----'), 'O')).toEqual([2]);
    expect(bestMoves(board('O---O-X--'), 'X')).toEqual([8]);
  });

  it('meets a fork threat: after corner-opposite-corner it answers on an edge', () => {
    const moves = bestMoves(board('X---O---X'), 'O');
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((m) => [1, 3, 5, 7].includes(m))).toBe(true);
  });

  it('never loses from any reachable position, whoever starts and whichever symbol (exhaustive)', () => {
    // The page lets either side open with either symbol, so O may move first (gameInfo.ts).
    const games: { ai: Mark; opener: Mark }[] = [
      { ai: 'X', opener: 'X' }, // AI first with X
      { ai: 'O', opener: 'O' }, // AI first with O
      { ai: 'O', opener: 'X' }, // user first with X
      { ai: 'X', opener: 'O' }, // user first with O
    ];
    for (const { ai, opener } of games) {
      let positions = 0;
      let endings = 0;
      const explore = (b: Board, mover: Mark) => {
        positions++;
        if (isOver(b)) {
          endings++;
          expect(winnerOf(b), `${opener} opened: ${b.map((c) => c ?? '-').join('')}`).not.toBe(otherMark(ai));
          return;
        }
        // Every move the AI may pick (it picks at random among these) and every user reply.
        const moves = mover === ai ? bestMoves(b, ai) : emptyCells(b);
        for (const cell of moves) explore(play(b, cell, mover), otherMark(mover));
      };
      explore(EMPTY_BOARD, opener);
      expect(endings).toBeGreaterThan(100);
      expect(positions).toBeGreaterThan(1000);
    }
  });

  it('chooses at random among equally good moves, and reports a finished game', () => {
    const firstMoves = new Set<number>();
    for (let seed = 1; seed <= 60; seed++) firstMoves.add(decideMove(EMPTY_BOARD, 'X', seededRandom(seed)).cell);
    expect(firstMoves.size).toBeGreaterThan(3);
    expect(decideMove(board('XXXOO----'), 'O', seededRandom(1)).cell).toBe(-1);
  });
});

describe('the rule behind each AI move, in the order the AI tries them', () => {
  const first = () => 0;

  it('wins before it blocks, and blocks before it scores', () => {
    // O can win at 2 and must also stop X at 5: the win comes first, with 6 marks on the board (10 - 6).
    expect(decideMove(board('OO-XX-X--'), 'O', first)).toEqual({ cell: 2, rule: 'win', score: 4, choices: 1 });
    expect(decideMove(board('XX--O----'), 'O', first)).toMatchObject({ cell: 2, rule: 'block', choices: 1 });
  });

  it("takes the one best score, or picks at random among several, with the move's minimax score", () => {
    // Against a corner, only the centre keeps the draw.
    expect(decideMove(board('X--------'), 'O', first)).toEqual({ cell: 4, rule: 'best', score: 0, choices: 1 });
    // Corner, centre, opposite corner: any edge draws, a corner loses.
    expect(decideMove(board('X---O---X'), 'O', first)).toEqual({ cell: 1, rule: 'random', score: 0, choices: 4 });
    expect(candidateMoves(EMPTY_BOARD, 'X')).toEqual({ rule: 'random', moves: [0, 1, 2, 3, 4, 5, 6, 7, 8] });
  });
});
