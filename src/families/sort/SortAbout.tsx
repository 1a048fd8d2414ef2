import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { SortAlgorithm } from '../../../workers/sort/sortTypes';
import { ComplexityTables } from '../../engine/layout/ComplexityTables';
import { COUNTERS_NOTE, sortInfo } from './sortInfo';

/** The sort page's footer: the sort's description and tables, and what its counters count. Memoised: it depends on the sort alone. */
export const SortAbout = memo(function SortAbout({ algorithm }: { algorithm: SortAlgorithm }) {
  return (
    <>
      <ComplexityTables data={sortInfo[algorithm]} />
      <Typography variant="body2" data-testid="counters-note" sx={{ color: 'text.secondary' }}>
        {COUNTERS_NOTE}
      </Typography>
    </>
  );
});
