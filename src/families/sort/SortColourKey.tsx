import { memo, useMemo } from 'react';
import type { SortAlgorithm } from '../../../workers/sort/sortTypes';
import { ColourKey } from '../../engine/layout/ColourKey';
import { colourKeyFor } from './colourKey';

/** The colour key under the bars (nothing else on the page says yellow is a compare or purple the pivot). Memoised: it depends on the sort alone. */
export const SortColourKey = memo(function SortColourKey({ algorithm }: { algorithm: SortAlgorithm }) {
  const entries = useMemo(() => colourKeyFor(algorithm), [algorithm]);
  return <ColourKey entries={entries} />;
});
