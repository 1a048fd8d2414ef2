import { counted } from '../visualizers/engine/counted';

/** What the sudoku and N-Queen AIs count as they backtrack. */
interface BacktrackingCounts {
  placements: number;
  backtracks: number;
}

/** Their counters under the controls, read from each adapter's extras. */
export const backtrackingCounters = [
  { key: 'placements', label: 'Placements' },
  { key: 'backtracks', label: 'Backtracks' },
] as const;

/** Their narration: '1 placement, 0 backtracks'. */
export const backtrackingNarration = ({ placements, backtracks }: BacktrackingCounts) => `${counted(placements, 'placement')}, ${counted(backtracks, 'backtrack')}`;
