import type { PreparedSudoku } from '../../../workers/games/sharedSudoku';
import type { SudokuLevel } from '../../../workers/games/sudokuGenerator';
import { errorMessage } from '../../engine/worker/errorMessage';

/** The puzzle worker's answer: `shared` when it can be played, else a new puzzle of `level` (sudokuGeneratorClient.ts). */
export type PreparePuzzle = (level: SudokuLevel, shared?: number[]) => Promise<PreparedSudoku>;

export interface PuzzleRequestEvents {
  /** The level now being generated or checked, or null once nothing is. */
  pending(level: SudokuLevel | null): void;
  /** The puzzle to show: for a shared puzzle that can be played, the very array that was asked about. */
  puzzle(level: SudokuLevel, prepared: PreparedSudoku): void;
  /** `checking`: the request was about a shared puzzle. */
  failed(message: string, checking: boolean): void;
}

/**
 * New or shared puzzles on request, the newest winning: a visitor who presses Difficulty again
 * before the first puzzle arrives gets the second level's puzzle, never the first one landing
 * late on top of it. The worker keeps its own pace; only the answers are filtered.
 */
export class PuzzleRequests {
  private latest = 0;

  constructor(
    private readonly prepare: PreparePuzzle,
    private readonly events: PuzzleRequestEvents,
  ) {}

  /** A new puzzle of `level`, or `shared` (a link's) once the worker has shown it can be played. */
  request(level: SudokuLevel, shared?: number[]): void {
    const id = ++this.latest;
    this.events.pending(level);
    // Through a promise even if `prepare` throws at once (a worker that cannot start).
    Promise.resolve()
      .then(() => this.prepare(level, shared))
      .then(
        // The page tells its own puzzle by identity: a shared one comes back as the same array.
        (prepared) => this.settle(id, () => this.events.puzzle(level, shared && !prepared.refused ? { ...prepared, puzzle: shared } : prepared)),
        (error: unknown) => this.settle(id, () => this.events.failed(errorMessage(error), shared !== undefined)),
      );
  }

  /** Drops the pending request, if any: its answer will not be delivered. */
  cancel(): void {
    this.latest++;
    this.events.pending(null);
  }

  private settle(id: number, deliver: () => void): void {
    if (id !== this.latest) return;
    this.events.pending(null);
    deliver();
  }
}
