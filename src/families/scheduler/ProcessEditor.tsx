import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { processName } from '../../../workers/scheduler/processRules';
import { LIMITS, type ProcessSpec } from '../../../workers/scheduler/schedulerTypes';
import { visuallyHidden } from '../../engine/layout/visuallyHidden';
import { WithRunning } from '../../engine/store/WithRunning';
import { fixedFirstColumn } from './fixedFirstColumn';
import { type DraftRow, draftOf, readDraft } from './processDraft';
import { DEFAULT_PRIORITY } from './processSets';
import type { SchedulerSession } from './schedulerSession';
import { scrollEdgeCue } from './scrollEdgeCue';

interface Props {
  session: SchedulerSession;
  procs: readonly ProcessSpec[];
  onChange: (procs: ProcessSpec[]) => void;
}

const columns: [keyof DraftRow, string][] = [
  ['arrival', 'Arrival'],
  ['burst', 'Burst'],
  ['priority', 'Priority'],
];

/** A bare fieldset (no frame): only its `disabled` matters; disabled controls inside look it. */
const fieldsetSx = { border: 0, p: 0, m: 0, minWidth: 0, '&:disabled input, &:disabled button': { opacity: 0.5 } } as const;

/** The process names' column, fixed at the left should the table still scroll (a screen narrower than 360 px). */
const NAME_COLUMN = '4.75rem';

/**
 * Narrow enough for a 360 px phone to show every field and Remove of a row (issue 47: the
 * priority fields were clipped and Remove off screen): a field holds three digits, the largest
 * value a cell takes, and is tall enough to tap. Below that the box scrolls sideways with the
 * names fixed and says so at its edges.
 */
const editorBoxSx = (background: string) =>
  ({
    ...scrollEdgeCue(background, NAME_COLUMN),
    ...fixedFirstColumn(background, NAME_COLUMN),
    overflowX: 'auto',
    maxHeight: 320,
    fontSize: '0.875rem',
    '& input': {
      width: '3.25rem',
      minHeight: '2rem',
      boxSizing: 'border-box',
      font: 'inherit',
      bgcolor: 'transparent',
      color: 'inherit',
      border: '1px solid rgba(255,255,255,0.5)',
      borderRadius: 1,
      px: 0.75,
    },
    '& th, & td': { px: 0.5, textAlign: 'left' },
  }) as const;

/** Own process sets: edit cells, add and remove rows; a bad cell is named and the run keeps the last valid set. */
export function ProcessEditor({ session, procs, onChange }: Props) {
  const [rows, setRows] = useState<DraftRow[]>(() => draftOf(procs));
  const [errors, setErrors] = useState<string[]>([]);
  // A new set from elsewhere (New processes, a pasted link) replaces the draft.
  useEffect(() => {
    setRows(draftOf(procs));
    setErrors([]);
  }, [procs]);

  const edit = (next: DraftRow[]) => {
    setRows(next);
    const read = readDraft(next);
    if ('errors' in read) setErrors(read.errors);
    else {
      setErrors([]);
      onChange(read.procs);
    }
  };
  const setCell = (i: number, key: keyof DraftRow, value: string) => edit(rows.map((row, j) => (j === i ? { ...row, [key]: value } : row)));
  const last = rows[rows.length - 1];
  const table = (
    <Box tabIndex={0} aria-label="Editable process table" sx={(theme) => editorBoxSx(theme.palette.background.paper)}>
      <table data-testid="process-editor">
        <thead>
          <tr>
            <th scope="col">Process</th>
            {columns.map(([key, label]) => (
              <th key={key} scope="col">
                {label}
              </th>
            ))}
            <th scope="col">
              <span style={visuallyHidden}>Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a process is its position (P0, P1, …)
            <tr key={i}>
              <th scope="row">{processName(i)}</th>
              {columns.map(([key, label]) => (
                <td key={key}>
                  <input
                    inputMode="numeric"
                    aria-label={`${processName(i)} ${label.toLowerCase()}`}
                    value={row[key]}
                    onChange={(e) => setCell(i, key, e.target.value)}
                  />
                </td>
              ))}
              <td>
                <IconButton
                  size="small"
                  aria-label={`Remove ${processName(i)}`}
                  disabled={rows.length <= LIMITS.minProcesses}
                  onClick={() => edit(rows.filter((_, j) => j !== i))}
                >
                  <Delete fontSize="small" />
                </IconButton>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );

  return (
    <Box component="section" aria-labelledby="editor-title" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id="editor-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Edit processes
      </Typography>
      {/* While a run plays the fieldset disables every input and button in it natively: the rows
          need not re-render when a run starts or ends (50 rows of inputs and icon buttons, several
          times a second at Fastest). */}
      <WithRunning store={session.store}>
        {(running) => (
          <Box component="fieldset" disabled={running} sx={fieldsetSx}>
            {table}
          </Box>
        )}
      </WithRunning>
      <Box>
        <WithRunning store={session.store}>
          {(running) => (
            <Button
              size="small"
              variant="outlined"
              startIcon={<Add />}
              disabled={running || rows.length >= LIMITS.maxProcesses}
              onClick={() => edit([...rows, last ? { ...last } : { arrival: '0', burst: '1', priority: String(DEFAULT_PRIORITY) }])}
            >
              Add process
            </Button>
          )}
        </WithRunning>
      </Box>
      <Box role="alert" sx={{ color: '#ffab91', fontSize: '0.85rem' }}>
        {errors.length > 0 && (
          <>
            {errors.map((error) => (
              <div key={error}>{error}.</div>
            ))}
            <div>The run uses the last valid set.</div>
          </>
        )}
      </Box>
    </Box>
  );
}
