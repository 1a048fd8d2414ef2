import { isSortAlgorithm, type SortAlgorithm } from '../../../workers/sort/sortTypes';
import { bindingPerValue, type RunBinding, runBinding } from '../../engine/page/runBinding';
import { rivalSeed, type SortTypes, sortAdapter } from './sortAdapter';
import { sortTitles } from './sortTitles';
import { type SortUrlState, sortCodecFor, sortDefaults } from './sortUrlState';

const sameValues = (a: readonly number[], b: readonly number[]) => a === b || (a.length === b.length && a.every((v, i) => v === b[i]));

/** A sort page's URL state and its input: the bars and the seed. */
export const sortBinding = bindingPerValue(
  (algorithm: SortAlgorithm): RunBinding<SortUrlState, SortTypes> =>
    runBinding(sortAdapter, {
      codec: sortCodecFor(algorithm),
      defaults: sortDefaults,
      toInput: ({ values, seed }) => ({ algorithm, values, seed }),
      // A replay reshuffles (and a randomised sort draws a new seed): the URL follows, so Share gives what is shown.
      toUrl: ({ values, seed }) => ({ values: [...values], n: values.length, seed }),
      sameInput: (a, b) => a.algorithm === b.algorithm && a.seed === b.seed && sameValues(a.values, b.values),
      // race=: a second sort on the same values, paced by the same clock (a sort may race itself:
      // a tie, or two seeds of a randomised one).
      race: {
        rival: (state) => (isSortAlgorithm(state.race) ? state.race : ''),
        rivalInput: (input, rival) => ({ ...input, algorithm: rival as SortAlgorithm, seed: rivalSeed(input.seed) }),
        names: (rival) => [sortTitles[algorithm], isSortAlgorithm(rival) ? sortTitles[rival] : rival],
      },
    }),
);
