import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { MAX_LIMIT } from '../../../workers/search/searchTypes';
import { limitField } from './searchUrlState';
import { limitRefusal } from './searchWords';

/**
 * Spec §5: a number 0–324; blank counts as 0. Read by the URL's own rule (limitField): text it
 * refuses stays in the field with the reason beneath, and the search keeps its limit.
 */
export function LimitField({ value, onChange }: { value: number; onChange: (limit: number) => void }) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText((t) => (t.trim() === '' && value === 0 ? t : String(value))), [value]);
  const parsed = limitField.parse(text);
  const change = (next: string) => {
    setText(next);
    const read = limitField.parse(next);
    if (read.ok) onChange(read.value);
  };
  return (
    <TextField
      label={`Depth limit (0–${MAX_LIMIT})`}
      size="small"
      value={text}
      onChange={(e) => change(e.target.value)}
      error={!parsed.ok}
      helperText={parsed.ok ? ' ' : limitRefusal(parsed.reason, value)}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'limit-input' } }}
      sx={{ maxWidth: '14rem' }}
    />
  );
}
