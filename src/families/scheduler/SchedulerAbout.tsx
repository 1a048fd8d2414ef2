import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProcessSpec, SchedulerAlgorithm } from '../../../workers/scheduler/schedulerTypes';
import { ComplexityTables } from '../../engine/layout/ComplexityTables';
import { ownPaintLayer } from '../../engine/stage/paintLayer';
import { ComparePanel } from './ComparePanel';
import { conventions, schedulerInfo } from './schedulerInfo';

/** The footer's part: every scheduler compared on the page's set, the description and tables, and the conventions. */
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
      <Box component="section" aria-labelledby="conventions-title">
        <Typography id="conventions-title" variant="h6" component="h2">
          Conventions
        </Typography>
        <Box component="ul" sx={{ pl: 3, my: 0 }}>
          {conventions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
