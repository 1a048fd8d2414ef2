import { type ArraySearch, type GridSearch, hasDepthLimit, isGridSearch, MAX_LIMIT } from '../../../workers/search/searchTypes';
import { bindingPerValue, type RunBinding, runBinding } from '../../engine/page/runBinding';
import { type ArrayTypes, arrayAdapter, type GridTypes, gridAdapter } from './searchAdapters';
import { searchTitles } from './searchTitles';
import { type ArrayUrlState, arrayCodec, arrayDefaults, type GridUrlState, gridDefaults, limitedGridCodec, plainGridCodec } from './searchUrlState';

/** An array search's URL state and its input: the values and the key (null while the field is blank). */
export const arrayBinding = bindingPerValue(
  (algorithm: ArraySearch): RunBinding<ArrayUrlState, ArrayTypes> =>
    runBinding(arrayAdapter, {
      codec: arrayCodec,
      defaults: arrayDefaults,
      toInput: ({ values, key }) => ({ algorithm, values, key }),
      toUrl: ({ values, key }) => ({ values: values as number[], key }),
      sameInput: (a, b) => a.values === b.values && a.key === b.key,
    }),
);

/** A grid search's URL state and its input: the grid, the neighbours and the depth limit. */
export const gridBinding = bindingPerValue((algorithm: GridSearch): RunBinding<GridUrlState, GridTypes> => {
  const limited = hasDepthLimit(algorithm);
  return runBinding(gridAdapter, {
    codec: limited ? limitedGridCodec : plainGridCodec,
    defaults: gridDefaults,
    toInput: ({ grid, diagonal, limit }) => ({ algorithm, grid, diagonal, limit }),
    toUrl: ({ grid, diagonal, limit }) => ({ grid, diagonal, limit }),
    sameInput: (a, b) => a.grid === b.grid && a.diagonal === b.diagonal && a.limit === b.limit,
    // race=: a second grid search on the same grid. A depth-limited rival takes this page's
    // limit, or none (324) when this page has no limit.
    race: {
      rival: (state) => (isGridSearch(state.race) ? state.race : ''),
      rivalInput: (input, rival) => ({ ...input, algorithm: rival as GridSearch, limit: limited ? input.limit : MAX_LIMIT }),
      names: (rival) => [searchTitles[algorithm], isGridSearch(rival) ? searchTitles[rival] : rival],
    },
  });
});
