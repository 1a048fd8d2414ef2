import { useCallback, useEffect, useMemo, useState } from 'react';
import type { GeneratedSudoku, SudokuLevel } from '../../../workers/games/sudokuGenerator';
import type { UrlState } from '../../engine/page/pageBinding';
import { ignoredNote } from '../../engine/url/codec';
import { PuzzleRequests } from './puzzleRequests';
import { preparedSudoku } from './sudokuGeneratorClient';
import type { SudokuUrlState } from './sudokuUrlState';

export interface FreshPuzzles {
  /**
   * The puzzle to show and its one solution; null until the first is ready. While another is on
   * its way (generated, or a link's being checked) this one stays on the board.
   */
  shown: GeneratedSudoku | null;
  /** The level whose puzzle the worker is preparing, or null when none is on its way. */
  pending: SudokuLevel | null;
  /** Why the last puzzle could not be prepared; '' when it could. */
  failure: string;
  /** 'Ignored puzzle: …' when the link's puzzle could not be played and a fresh one replaced it; '' otherwise. */
  refusal: string;
  /** A new puzzle of `level`; it lands in the URL state (level and puzzle together) when ready. */
  request(level: SudokuLevel): void;
}

/**
 * The sudoku page's puzzles from the puzzle worker, so the page never waits on a search: a new
 * one of a level, or the link's, checked there for a blank and exactly one solution.
 */
export function useFreshPuzzles({ state, update }: Pick<UrlState<SudokuUrlState>, 'state' | 'update'>): FreshPuzzles {
  const { puzzle, level } = state;
  const [shown, setShown] = useState<GeneratedSudoku | null>(null);
  const [pending, setPending] = useState<SudokuLevel | null>(null);
  const [failure, setFailure] = useState('');
  const [refusal, setRefusal] = useState('');
  const requests = useMemo(
    () =>
      new PuzzleRequests(preparedSudoku, {
        pending: setPending,
        puzzle: (next, prepared) => {
          setShown(prepared);
          setFailure('');
          if (prepared.refused) setRefusal(ignoredNote('puzzle', prepared.refused));
          // A link's puzzle that can be played is the state's own array: nothing changes then.
          update({ level: next, puzzle: prepared.puzzle });
        },
        failed: (message, checking) => setFailure(`${checking ? "Couldn't check the link's puzzle" : "Couldn't generate a puzzle"}: ${message}`),
      }),
    [update],
  );

  useEffect(() => {
    // Only the URL brings a puzzle other than the one shown (the page's own land as shown): a
    // link without a (valid) puzzle gets a fresh one of its level, and a link's puzzle is checked
    // first. Either wins over one still being prepared.
    if (puzzle === shown?.puzzle) return;
    setRefusal('');
    requests.request(level, puzzle.length ? puzzle : undefined);
  }, [puzzle, level, shown, requests]);
  useEffect(() => () => requests.cancel(), [requests]);

  const request = useCallback((next: SudokuLevel) => requests.request(next), [requests]);
  return { shown, pending, failure, refusal, request };
}
