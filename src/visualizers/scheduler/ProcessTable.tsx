import Box from '@mui/material/Box';
import { memo } from 'react';
import { useUiSelector } from '../engine/uiStore';
import type { SchedulerSession } from './schedulerSession';

const dash = (n: number) => (n < 0 ? '—' : String(n));

/** The live process table (spec §3 columns); it scrolls sideways in its own box on a phone. */
export function ProcessTable({ session, showPriority }: { session: SchedulerSession; showPriority: boolean }) {
  // Re-rendered with the engine's UI updates (four times a second), reading the model directly.
  useUiSelector(session.store, (s) => s.cursor);
  const model = session.model;
  const { quantum } = model;
  return (
    <Box
      component="section"
      tabIndex={0}
      aria-label="Process table"
      sx={{ overflowX: 'auto', mt: 1, '& table': { borderCollapse: 'collapse', fontSize: '0.8rem', width: '100%' }, '& th, & td': { px: 0.75, py: 0.25, textAlign: 'right', whiteSpace: 'nowrap', borderBottom: '1px solid rgba(255,255,255,0.15)' } }}
    >
      <table data-testid="process-table">
        <thead>
          <tr>
            <th scope="col">Process</th>
            <th scope="col">Arrival</th>
            <th scope="col">Burst</th>
            <th scope="col">Remaining</th>
            {showPriority && <th scope="col">Priority</th>}
            {model.algorithm === 'roundrobin' && <th scope="col">Quantum used</th>}
            <th scope="col">Waiting</th>
            <th scope="col">Turnaround</th>
            <th scope="col">Completion</th>
          </tr>
        </thead>
        <tbody>
          {model.procs.map((p, pid) => (
            <ProcessRow
              // biome-ignore lint/suspicious/noArrayIndexKey: a process is its index (P0, P1, …)
              key={pid}
              pid={pid}
              arrival={p.arrival}
              burst={p.burst}
              remaining={model.remaining[pid]}
              priority={showPriority ? p.priority : null}
              quantumUsed={model.algorithm === 'roundrobin' ? `${model.quantumUsed[pid]}/${quantum}` : null}
              waiting={model.waiting[pid]}
              turnaround={dash(model.turnaround(pid))}
              completion={dash(model.completion[pid])}
            />
          ))}
        </tbody>
      </table>
    </Box>
  );
}

interface RowProps {
  pid: number;
  arrival: number;
  burst: number;
  remaining: number;
  /** null: the column is not shown. */
  priority: number | null;
  quantumUsed: string | null;
  waiting: number;
  turnaround: string;
  completion: string;
}

/** One process's row, re-rendered only when one of its figures changed (most rows keep theirs between updates). */
const ProcessRow = memo(function ProcessRow({ pid, arrival, burst, remaining, priority, quantumUsed, waiting, turnaround, completion }: RowProps) {
  return (
    <tr>
      <th scope="row">P{pid}</th>
      <td>{arrival}</td>
      <td>{burst}</td>
      <td>{remaining}</td>
      {priority !== null && <td>{priority}</td>}
      {quantumUsed !== null && <td>{quantumUsed}</td>}
      <td>{waiting}</td>
      <td>{turnaround}</td>
      <td>{completion}</td>
    </tr>
  );
});
