import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { type ProcessSpec, SCHEDULER_ALGORITHMS } from '../../../workers/scheduler/schedulerTypes';
import { schedule } from '../../../workers/scheduler/simulate';
import { twoDecimals } from './averageText';
import { schedulerInfo } from './schedulerInfo';
import { scrollEdgeCue } from './scrollEdgeCue';

interface Props {
  procs: readonly ProcessSpec[];
  quantum: number;
  seed: number;
}

type Column = 'avgWaiting' | 'avgTurnaround' | 'avgResponse';
const columns: [Column, string][] = [
  ['avgWaiting', 'Avg waiting'],
  ['avgTurnaround', 'Avg turnaround'],
  ['avgResponse', 'Avg response'],
];

/** All seven modes on the current set (lottery with the current seed), the best of each column marked. */
export function ComparePanel({ procs, quantum, seed }: Props) {
  const rows = useMemo(() => SCHEDULER_ALGORITHMS.map((algorithm) => ({ algorithm, result: schedule(procs, algorithm, quantum, seed) })), [procs, quantum, seed]);
  const best = Object.fromEntries(columns.map(([key]) => [key, Math.min(...rows.map((r) => r.result[key]))])) as Record<Column, number>;
  return (
    <Box component="section" aria-labelledby="compare-title" sx={{ bgcolor: 'background.paper', borderRadius: 2, p: { xs: 1.5, sm: 2 } }}>
      <Typography id="compare-title" variant="h6" component="h2">
        Compare
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Every mode on this process set (quantum {quantum}, lottery seed {seed}); ★ marks the best (lowest) of each column.
      </Typography>
      <Box tabIndex={0} aria-label="Compare table" sx={(theme) => ({ ...scrollEdgeCue(theme.palette.background.paper), overflowX: 'auto', '& table': { borderCollapse: 'collapse', fontSize: '0.85rem' }, '& th, & td': { px: 1, py: 0.25, textAlign: 'right', whiteSpace: 'nowrap' } })}>
        <table data-testid="compare-table">
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'left' }}>
                Mode
              </th>
              {columns.map(([key, label]) => (
                <th key={key} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ algorithm, result }) => (
              <tr key={algorithm}>
                <th scope="row" style={{ textAlign: 'left' }}>
                  {schedulerInfo[algorithm].short}
                </th>
                {columns.map(([key]) => (
                  <td key={key}>
                    {twoDecimals(result[key])}
                    {result[key] === best[key] ? ' ★' : ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
