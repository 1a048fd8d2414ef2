import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { MAX_KEY } from '../../../workers/search/searchTypes';
import { MAX_BARS, MIN_BARS } from '../../../workers/shared/barLimits';
import { padCount } from '../../../workers/shared/barValues';
import { CommittedSlider } from '../../engine/controls/CommittedSlider';
import { keyNumber } from './searchUrlState';
import { KEY_HELP } from './searchWords';

/** Spec §5: a key is a number 0–1000, read as a link's `key=` is; anything else leaves the field blank. */
const keyOf = (text: string): number | null => {
  const parsed = keyNumber.parse(text);
  return parsed.ok ? parsed.value : null;
};

/** Bars and key; locked while running by the RunLock around them. */
export function ArraySettings(props: { count: number; onCount: (n: number) => void; searchKey: number | null; onKey: (key: number | null) => void }) {
  const [text, setText] = useState(props.searchKey === null ? '' : String(props.searchKey));
  useEffect(() => setText(props.searchKey === null ? '' : String(props.searchKey)), [props.searchKey]);
  const change = (next: string) => {
    const key = keyOf(next);
    setText(key === null ? '' : next.trim());
    props.onKey(key);
  };
  return (
    <>
      <CommittedSlider
        name="Bars"
        label={(n) => `Bars: ${padCount(n)}`}
        min={MIN_BARS}
        max={MAX_BARS}
        value={props.count}
        onCommit={props.onCount}
        textFieldTestId="count-input"
      />
      <TextField
        label={`Key (0–${MAX_KEY})`}
        size="small"
        value={text}
        onChange={(e) => change(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'key-input' } }}
        helperText={text === '' ? KEY_HELP : ' '}
        sx={{ maxWidth: '14rem' }}
      />
    </>
  );
}
