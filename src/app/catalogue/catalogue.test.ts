import { describe, expect, it } from 'vitest';
import { EQUATION_MODES, isEquationMode } from '../../../workers/equation/equationTypes';
import { isSchedulerAlgorithm, SCHEDULER_ALGORITHMS } from '../../../workers/scheduler/schedulerTypes';
import { isArraySearch, isGridSearch, searchAlgorithms } from '../../../workers/search/searchTypes';
import { isSortAlgorithm, sortAlgorithms } from '../../../workers/sort/sortTypes';
import { slugOf } from '../../engine/url/slug';
import { eightPuzzleFamily } from '../../families/eightpuzzle/eightPuzzleFamily';
import { nQueenFamily } from '../../families/nqueen/nQueenFamily';
import { sudokuFamily } from '../../families/sudoku/sudokuFamily';
import { ticTacToeFamily } from '../../families/tictactoe/ticTacToeFamily';
import { type FamilyId, families, findItem, siblingsOf } from './catalogue';

/** The games' values: one page each, found by its entry. */
const gameValues: readonly string[] = [ticTacToeFamily, sudokuFamily, nQueenFamily, eightPuzzleFamily].flatMap((entry) => entry.values);

/** What each family's page and worker take: the page draws nothing for a value its check refuses. */
const takes: Record<FamilyId, { values: readonly string[]; accepts: (value: string) => boolean }> = {
  sortvisualizer: { values: sortAlgorithms, accepts: isSortAlgorithm },
  searchvisualizer: { values: searchAlgorithms, accepts: (value) => isArraySearch(value) || isGridSearch(value) },
  equationevaluationvisualizer: { values: EQUATION_MODES, accepts: isEquationMode },
  processschedulervisualizer: { values: SCHEDULER_ALGORITHMS, accepts: isSchedulerAlgorithm },
  games: { values: gameValues, accepts: (value) => gameValues.includes(value) },
};

describe('catalogue', () => {
  it('holds every family and value of spec §2, in order', () => {
    expect(Object.fromEntries(families.map((f) => [f.id, f.items.map((i) => i.value)]))).toEqual({
      sortvisualizer: [
        'bubblesort',
        'selectionsort(max)',
        'selectionsort(minmax)',
        'bogosort',
        'insertionsort',
        'heapsort',
        'quicksort(pivotfirst)',
        'quicksort(pivotlast)',
        'quicksort(randomised)',
        'countingsort',
        'radixsort',
        'mergesort(loop)',
        'mergesort(function)',
      ],
      searchvisualizer: [
        'linearsearch',
        'binarysearch',
        'breadthfirstSearch',
        'depthfirstSearch',
        'astarSearch',
        'greedybfsSearch',
        'depthlimitSearch',
        'iterativedepthLimitSearch',
      ],
      equationevaluationvisualizer: ['postfix', 'prefix', 'infix', 'infix2pointer'],
      processschedulervisualizer: ['fcfs', 'sjf', 'sjfpreemptive', 'roundrobin', 'lottery', 'priority', 'preemptivepriority'],
      games: ['tictactoe', 'soduko', 'nqueen', '15Puzzle'],
    });
  });

  it('lists exactly the values its family page and worker take, so no route opens a blank page', () => {
    for (const family of families) {
      const values = family.items.map((item) => item.value);
      expect(values, family.id).toEqual([...takes[family.id].values]);
      expect(
        values.filter((value) => !takes[family.id].accepts(value)),
        family.id,
      ).toEqual([]);
    }
  });

  it('gives each family the back link of spec §2', () => {
    expect(families.map((f) => f.backLink)).toEqual([
      '/projects#sortvisualizer',
      '/projects#searchvisualizer',
      '/projects#equationevaluationvisualizer',
      '/projects#processschedulervisualizer',
      '/projects#games',
    ]);
  });

  it('titles the 15Puzzle route as 8 Puzzle', () => {
    expect(findItem('games', '15Puzzle')?.type).toBe('8 Puzzle');
  });

  it('finds nothing for an unknown value or family', () => {
    expect(findItem('sortvisualizer', 'sleepsort')).toBeUndefined();
    expect(findItem('nope', 'bubblesort')).toBeUndefined();
  });

  it('lists siblings without the item itself', () => {
    const item = findItem('equationevaluationvisualizer', 'infix');
    expect(item && siblingsOf(item).map((i) => i.value)).toEqual(['postfix', 'prefix', 'infix2pointer']);
  });

  it('makes file-safe slugs with unique preview paths', () => {
    expect(slugOf('quicksort(pivotlast)')).toBe('quicksort-pivotlast');
    const pics = families.flatMap((f) => f.items.map((i) => i.pic));
    expect(new Set(pics).size).toBe(pics.length);
  });
});
