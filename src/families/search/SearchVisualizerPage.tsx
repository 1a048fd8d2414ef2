import { isArraySearch, isGridSearch } from '../../../workers/search/searchTypes';
import type { PageItem } from '../../engine/layout/pageServices';
import { ArraySearchPage } from './ArraySearchPage';
import { GridSearchPage } from './GridSearchPage';

/** `/searchvisualizer/{value}`: bars for the array searches, the editable grid for the rest. */
export default function SearchVisualizerPage({ item }: { item: PageItem }) {
  if (isArraySearch(item.value)) return <ArraySearchPage key={item.value} item={item} algorithm={item.value} />;
  if (isGridSearch(item.value)) return <GridSearchPage key={item.value} item={item} algorithm={item.value} />;
  return null;
}
