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
  return line ? (board[line[0]!] as Mark) : null;
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
  if (winnerOf(board))
    value = -(10 - filled); // the previous mover just won
  else if (filled === 9) value = 0;
  else value = Math.max(...emptyCells(board).map((cell) => -valueFor(play(board, cell, mover), otherMark(mover))));
  memo.set(key, value);
  return value;
}

/** Which rule of the AI decided a move, in the order it tries them (ticTacToePseudocode.ts). */
export type DecisionRule = 'win' | 'block' | 'best' | 'random';

/** The AI's move and why: the rule, the minimax score of the move, and how many moves the rule left to pick from. */
export interface Decision {
  /** -1 when the game is over. */
  cell: number;
  rule: DecisionRule;
  /** The move's minimax value for the AI (positive a win, sooner larger; 0 a draw; negative a loss). */
  score: number;
  /** The moves the deciding rule found equally good; the AI picked among them at random. */
  choices: number;
}

/** Cells where `mark` completes a line of its own at once. */
const completing = (board: Board, mark: Mark): number[] => emptyCells(board).filter((cell) => winnerOf(play(board, cell, mark)) === mark);

/** The minimax value for `ai` of playing `cell` (a draw is 0, not the -0 of negating it). */
const scoreOf = (board: Board, ai: Mark, cell: number) => -valueFor(play(board, cell, ai), otherMark(ai)) || 0;

/**
 * The moves the AI chooses among, and the rule that gave them, tried in order: a move that wins
 * at once; else one that stops the user's line; else the moves of the highest minimax score (the
 * best score when there is one, a random pick among several). The first two are what minimax
 * itself picks there (an immediate win scores highest; with one line to stop, any other move
 * loses at once), said as the rules a person would use; with two lines to stop, which never
 * happens against this AI, it blocks one rather than treat every move as the same loss.
 */
export function candidateMoves(board: Board, ai: Mark): { rule: DecisionRule; moves: number[] } {
  const wins = completing(board, ai);
  if (wins.length > 0) return { rule: 'win', moves: wins };
  const threats = completing(board, otherMark(ai));
  if (threats.length > 0) return { rule: 'block', moves: threats };
  const scored = emptyCells(board).map((cell) => ({ cell, value: scoreOf(board, ai, cell) }));
  const best = Math.max(...scored.map((s) => s.value));
  const moves = scored.filter((s) => s.value === best).map((s) => s.cell);
  return { rule: moves.length === 1 ? 'best' : 'random', moves };
}

/** Every move of `ai` that is as good as the best one: an immediate win first, else never a loss. */
export const bestMoves = (board: Board, ai: Mark): number[] => candidateMoves(board, ai).moves;

/** The AI's move and the rule that chose it: one of the rule's moves at random (so games vary); cell -1 when the game is over. */
export function decideMove(board: Board, ai: Mark, random: () => number): Decision {
  if (isOver(board)) return { cell: -1, rule: 'best', score: 0, choices: 0 };
  const { rule, moves } = candidateMoves(board, ai);
  // The game is not over, so there is at least one move; moves[0] covers random() returning 1.
  const cell = (moves[Math.floor(random() * moves.length)] ?? moves[0])!;
  return { cell, rule, score: scoreOf(board, ai, cell), choices: moves.length };
}
