import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { type ProcessSpec, SCHEDULER_ALGORITHMS } from '../../../workers/scheduler/schedulerTypes';
import { schedule } from '../../../workers/scheduler/simulate';
import { twoDecimals } from './averageText';
import { fixedFirstColumn } from './fixedFirstColumn';
import { schedulerInfo } from './schedulerInfo';
import { scrollEdgeCue } from './scrollEdgeCue';

interface Props {
  procs: readonly ProcessSpec[];
  quantum: number;
  seed: number;
}

type Column = 'avgWaiting' | 'avgTurnaround' | 'avgResponse';
/** 'turnaround' may break after 'turn-' (a soft hyphen): the longest word decides how narrow the table can be. */
const columns: [Column, string][] = [
  ['avgWaiting', 'Avg waiting'],
  ['avgTurnaround', 'Avg turn\u00adaround'],
  ['avgResponse', 'Avg response'],
];

/** The modes' column, fixed at the left should the table scroll ('Preemptive priority' wraps in it). */
const MODE_COLUMN = '5.75rem';

/**
 * Narrow enough for a 360 px phone to show every column (issue 47: it was cut at 'Avg t…'):
 * headers and mode names wrap, a figure never does. Narrower still, the box scrolls sideways
 * with the modes fixed and says so at its edges.
 */
const compareBoxSx = (background: string) =>
  ({
    ...scrollEdgeCue(background, MODE_COLUMN),
    ...fixedFirstColumn(background, MODE_COLUMN),
    overflowX: 'auto',
    fontSize: '0.8rem',
    '& th, & td': { px: 0.5, py: 0.25, textAlign: 'right', whiteSpace: 'nowrap' },
    '& th': { whiteSpace: 'normal' },
    '& thead th': { verticalAlign: 'bottom' },
  }) as const;

/** All seven modes on the current set (lottery with the current seed), the best of each column marked. */
export function ComparePanel({ procs, quantum, seed }: Props) {
  const rows = useMemo(
    () => SCHEDULER_ALGORITHMS.map((algorithm) => ({ algorithm, result: schedule(procs, algorithm, quantum, seed) })),
    [procs, quantum, seed],
  );
  const best = Object.fromEntries(columns.map(([key]) => [key, Math.min(...rows.map((r) => r.result[key]))])) as Record<Column, number>;
  return (
    <Box component="section" aria-labelledby="compare-title" sx={{ bgcolor: 'background.paper', borderRadius: 2, p: { xs: 1.5, sm: 2 } }}>
      <Typography id="compare-title" variant="h6" component="h2">
        Compare
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Every mode on this process set (quantum {quantum}, lottery draw {seed}); ★ marks the best (lowest) of each column.
      </Typography>
      <Box tabIndex={0} aria-label="Compare table" sx={(theme) => compareBoxSx(theme.palette.background.paper)}>
        <table data-testid="compare-table">
          <thead>
            <tr>
              <th scope="col">Mode</th>
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
                <th scope="row">{schedulerInfo[algorithm].short}</th>
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
