import Typography from '@mui/material/Typography';
import type { RunUi } from '../../engine/session/uiSlices';
import { type UiStore, useUiSelector } from '../../engine/store/uiStore';
import { useSettled } from '../../engine/store/useSettled';
import { WithRunning } from '../../engine/store/WithRunning';
import { GridEditor } from './GridEditor';
import type { Marker } from './marker';
import type { GridExtras } from './searchAdapters';

/** What the transport drives: the page's session, or the race of it and a rival. */
type Driver = { readonly store: UiStore<RunUi<GridExtras>> };

/**
 * The editing layer over the page's own grid: off while a run plays (spec §4), and its cells'
 * labels telling what the search did to them once the run stops. The labels follow the marks
 * only once they have held for MARKS_SETTLE_MS: a playing run re-renders none of the 324 cells,
 * and runs that end and restart at once (Fastest, Replay) rewrite none of them either.
 */
export function EditingLayer({
  driver,
  session,
  ...editor
}: {
  driver: Driver;
  session: Driver;
  grid: string;
  selected: Marker | null;
  onPress: (cell: number) => void;
  onPaint: (origin: number, from: number, to: number) => void;
}) {
  const running = useUiSelector(driver.store, (s) => s.status === 'running');
  const stoppedMarks = useUiSelector(session.store, (s) => (s.status === 'running' ? '' : s.extras.marks));
  const marks = useSettled(stoppedMarks, MARKS_SETTLE_MS);
  return <GridEditor {...editor} selected={running ? null : editor.selected} marks={marks} disabled={running} />;
}

/** Long enough to skip a run that restarts within a few frames, short against reaching for a screen reader's keys. */
const MARKS_SETTLE_MS = 250;

/** Why the last press did nothing, or which marker is picked up; nothing while a run plays, when no edit is taken. */
export function EditNote({ driver, text }: { driver: Driver; text: string }) {
  return (
    <WithRunning store={driver.store}>
      {(running) => (
        <Typography role="status" variant="body2" data-testid="edit-note" sx={{ minHeight: '1.5em', px: 0.5, color: 'warning.light' }}>
          {running ? '' : text}
        </Typography>
      )}
    </WithRunning>
  );
}
