import TextField from '@mui/material/TextField';

export interface RaceChoice {
  value: string;
  name: string;
}

/**
 * The 'Race' control: a second algorithm of the page's family to run beside it on the same
 * input, or none. A native select: the phone's own picker, and fully keyboard-operable. Pages
 * put it inside their RunLock, which disables it while a run plays.
 */
export function RaceControl({ choices, value, onChange }: { choices: readonly RaceChoice[]; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      select
      label="Race"
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'race-select' } }}
      sx={{ maxWidth: '20rem' }}
    >
      <option value="">No race</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.name}
        </option>
      ))}
    </TextField>
  );
}
