/** Tic-tac-toe rules and the AI that never loses (a full game-tree search: 9 cells, cheap). */
export type Mark = 'X' | 'O';
export type Cell = Mark | null;
/** Nine cells in reading order. */
export type Board = readonly Cell[];

export const EMPTY_BOARD: Board = Array.from({ length: 9 }, () => null);

const LINES: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

export const otherMark = (mark: Mark): Mark => (mark === 'X' ? 'O' : 'X');

/** The completed line, if any. */
export function winningLine(board: Board): readonly number[] | null {
  for (const line of LINES) {
    const [a, b, c] = line;
    if (board[a] && board[a] === board[b] && board[a] === board[c]) return line;
  }
  return null;
}

export function winnerOf(board: Board): Mark | null {
  const line = winningLine(board);
  return line ? (board[line[0]] as Mark) : null;
}

export const emptyCells = (board: Board): number[] => board.flatMap((cell, i) => (cell ? [] : [i]));

export const isOver = (board: Board): boolean => winnerOf(board) !== null || emptyCells(board).length === 0;

export const play = (board: Board, cell: number, mark: Mark): Board => board.map((c, i) => (i === cell ? mark : c));

const memo = new Map<string, number>();

/**
 * The value of a position for the side to move under perfect play: positive wins (sooner is
 * larger: 10 minus the marks on the board when it ends), negative losses, 0 a draw.
 */
function valueFor(board: Board, mover: Mark): number {
  const key = board.map((c) => c ?? '-').join('') + mover;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const filled = board.filter(Boolean).length;
  let value: number;
  if (winnerOf(board)) value = -(10 - filled); // the previous mover just won
  else if (filled === 9) value = 0;
  else value = Math.max(...emptyCells(board).map((cell) => -valueFor(play(board, cell, mover), otherMark(mover))));
  memo.set(key, value);
  return value;
}

/** Every move of `ai` that is as good as the best one: an immediate win first, else never a loss. */
export function bestMoves(board: Board, ai: Mark): number[] {
  const scored = emptyCells(board).map((cell) => ({ cell, value: -valueFor(play(board, cell, ai), otherMark(ai)) }));
  const best = Math.max(...scored.map((s) => s.value));
  return scored.filter((s) => s.value === best).map((s) => s.cell);
}

/** The AI's move: one of the best moves at random (so games vary), or -1 when the game is over. */
export function chooseMove(board: Board, ai: Mark, random: () => number): number {
  if (isOver(board)) return -1;
  const moves = bestMoves(board, ai);
  return moves[Math.floor(random() * moves.length)] ?? moves[0];
}
