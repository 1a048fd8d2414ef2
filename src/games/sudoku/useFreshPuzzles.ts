import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { solutionOf } from '../../../workers/games/sudokuExactCover';
import type { GeneratedSudoku, SudokuLevel } from '../../../workers/games/sudokuGenerator';
import type { UrlState } from '../../visualizers/engine/urlState/useUrlState';
import { PuzzleRequests } from './puzzleRequests';
import { newSudoku } from './sudokuGeneratorClient';
import type { SudokuUrlState } from './sudokuUrlState';

export interface FreshPuzzles {
  /** The level whose puzzle the worker is generating, or null when none is on its way. */
  pending: SudokuLevel | null;
  /** Why the last puzzle could not be generated; '' when it could. */
  failure: string;
  /** A new puzzle of `level`; it lands in the URL state (level and puzzle together) when ready. */
  request(level: SudokuLevel): void;
  /** The one solution of `puzzle`: the generator's own when it made this puzzle, else searched. */
  solutionOf(puzzle: readonly number[]): readonly number[];
}

/** The sudoku page's puzzles from the generator worker, so the page never waits on generation. */
export function useFreshPuzzles({ state, update }: Pick<UrlState<SudokuUrlState>, 'state' | 'update'>): FreshPuzzles {
  const { puzzle, level } = state;
  const [pending, setPending] = useState<SudokuLevel | null>(null);
  const [failure, setFailure] = useState('');
  const generated = useRef<GeneratedSudoku | null>(null);
  const requests = useMemo(
    () =>
      new PuzzleRequests(newSudoku, {
        pending: setPending,
        puzzle: (next, made) => {
          generated.current = made;
          setFailure('');
          update({ level: next, puzzle: made.puzzle });
        },
        failed: (message) => setFailure(`Couldn't generate a puzzle: ${message}`),
      }),
    [update],
  );

  useEffect(() => {
    // A link without a (valid) puzzle gets a fresh one of its level.
    if (puzzle.length === 0) requests.request(level);
    // A puzzle from elsewhere (a pasted link) wins over one still being generated.
    else if (puzzle !== generated.current?.puzzle) requests.cancel();
  }, [puzzle, level, requests]);
  useEffect(() => () => requests.cancel(), [requests]);

  const request = useCallback((next: SudokuLevel) => requests.request(next), [requests]);
  const solutionFor = useCallback((cells: readonly number[]) => (cells === generated.current?.puzzle ? generated.current.solution : (solutionOf(cells) ?? cells)), []);
  return { pending, failure, request, solutionOf: solutionFor };
}
