import Box from '@mui/material/Box';
import type { ProcessSpec, SchedulerAlgorithm } from '../../../workers/scheduler/schedulerTypes';
import { ComplexityTables } from '../../engine/layout/ComplexityTables';
import { ownPaintLayer } from '../../engine/stage/paintLayer';
import { ComparePanel } from './ComparePanel';
import { schedulerInfo } from './schedulerInfo';

/** The footer's part: every scheduler compared on the page's set, and the description and tables. */
export function SchedulerAbout({
  algorithm,
  procs,
  quantum,
  seed,
}: {
  algorithm: SchedulerAlgorithm;
  procs: readonly ProcessSpec[];
  quantum: number;
  seed: number;
}) {
  return (
    // Its own paint layer (paintLayer.ts), laid out as the about section lays out its parts.
    <Box sx={{ ...ownPaintLayer, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ComparePanel procs={procs} quantum={quantum} seed={seed} />
      <ComplexityTables data={schedulerInfo[algorithm]} />
    </Box>
  );
}
