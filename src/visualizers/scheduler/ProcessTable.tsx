import Box from '@mui/material/Box';
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
            // biome-ignore lint/suspicious/noArrayIndexKey: a process is its index (P0, P1, …)
            <tr key={pid}>
              <th scope="row">P{pid}</th>
              <td>{p.arrival}</td>
              <td>{p.burst}</td>
              <td>{model.remaining[pid]}</td>
              {showPriority && <td>{p.priority}</td>}
              {model.algorithm === 'roundrobin' && (
                <td>
                  {model.quantumUsed[pid]}/{quantum}
                </td>
              )}
              <td>{model.waiting[pid]}</td>
              <td>{dash(model.turnaround(pid))}</td>
              <td>{dash(model.completion[pid])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
