import type { GeneratedSudoku, SudokuLevel } from '../../../workers/games/sudokuGenerator';
import { errorMessage } from '../../visualizers/engine/errorMessage';

export type GeneratePuzzle = (level: SudokuLevel) => Promise<GeneratedSudoku>;

export interface PuzzleRequestEvents {
  /** The level now being generated, or null once nothing is. */
  pending(level: SudokuLevel | null): void;
  puzzle(level: SudokuLevel, generated: GeneratedSudoku): void;
  failed(message: string): void;
}

/**
 * New puzzles on request, the newest winning: a visitor who presses Difficulty again before
 * the first puzzle arrives gets the second level's puzzle, never the first one landing late
 * on top of it. The generator keeps its own pace; only the answers are filtered.
 */
export class PuzzleRequests {
  private latest = 0;

  constructor(
    private readonly generate: GeneratePuzzle,
    private readonly events: PuzzleRequestEvents,
  ) {}

  request(level: SudokuLevel): void {
    const id = ++this.latest;
    this.events.pending(level);
    // Through a promise even if `generate` throws at once (a worker that cannot start).
    Promise.resolve()
      .then(() => this.generate(level))
      .then(
        (generated) => this.settle(id, () => this.events.puzzle(level, generated)),
        (error: unknown) => this.settle(id, () => this.events.failed(errorMessage(error))),
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
