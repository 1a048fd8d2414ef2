import { type SortAlgorithm, sortAlgorithms } from '../../../workers/sort/sortTypes';
import type { FamilyEntry } from '../../engine/page/familyEntry';
import { sortTitles } from './sortTitles';

/** Counting sort reads values below its own range; other sorts' values (up to 999) may not fit. */
const COUNTING_SORT = 'countingsort';

/** The sorts in the site's catalogue: a row of bars travels between them, to counting sort and from it only their count. */
export const sortFamily: FamilyEntry<SortAlgorithm, 'sortvisualizer'> = {
  route: 'sortvisualizer',
  values: sortAlgorithms,
  titles: sortTitles,
  loadPage: () => import('./SortVisualizerPage'),
  carries: (from, to) => (from === COUNTING_SORT || to === COUNTING_SORT ? ['n'] : ['n', 'values']),
};
