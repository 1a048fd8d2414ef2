import Typography from '@mui/material/Typography';

/** The polite note naming each URL key the page ignored (the page still works with defaults). A key is quoted as given, however long: it wraps anywhere rather than widen a phone's page. */
export function StateNotes({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <Typography role="status" data-testid="state-notes" variant="body2" sx={{ color: 'warning.light', overflowWrap: 'anywhere' }}>
      {notes.join('. ')}.
    </Typography>
  );
}
