import { hasDepthLimit, isArraySearch, isGridSearch, type SearchAlgorithm, searchAlgorithms } from '../../../workers/search/searchTypes';
import type { FamilyEntry } from '../../engine/page/familyEntry';
import { searchTitles } from './searchTitles';

/**
 * The searches in the site's catalogue: array searches share their values and key, grid searches
 * their grid and neighbours, and the two depth-limited searches their limit as well.
 */
export const searchFamily: FamilyEntry<SearchAlgorithm, 'searchvisualizer'> = {
  route: 'searchvisualizer',
  values: searchAlgorithms,
  titles: searchTitles,
  loadPage: () => import('./SearchVisualizerPage'),
  carries(from, to) {
    if (isArraySearch(from) && isArraySearch(to)) return ['values', 'key'];
    if (isGridSearch(from) && isGridSearch(to)) return hasDepthLimit(from) && hasDepthLimit(to) ? ['grid', 'diag', 'limit'] : ['grid', 'diag'];
    return [];
  },
};
