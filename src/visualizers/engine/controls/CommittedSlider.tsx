import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { LabelledSlider } from './LabelledSlider';

interface Props {
  /** Accessible name of the slider (and the text field's label when there is one). */
  name: string;
  /** The label for a value, e.g. `Bars: 0042`. */
  label: (value: number) => string;
  min: number;
  max: number;
  value: number;
  disabled?: boolean;
  /** Called once the drag ends (or the typed number is entered), not on every step. */
  onCommit: (value: number) => void;
  /** Also offer a text field for typing the number (`data-testid` of the input). */
  textFieldTestId?: string;
}

/**
 * A slider whose label follows the drag but whose value is committed only when the drag ends:
 * loading 1000 new bars per pixel of drag would be pointless work. With a text field, typed
 * numbers are committed on Enter or blur; the page clamps them.
 */
export function CommittedSlider({ name, label, min, max, value, disabled, onCommit, textFieldTestId }: Props) {
  const [draft, setDraft] = useState(value);
  const [text, setText] = useState(String(value));
  useEffect(() => {
    setDraft(value);
    setText(String(value));
  }, [value]);
  const commitText = () => onCommit(Number(text));
  const slider = (
    <Slider
      aria-label={name}
      min={min}
      max={max}
      value={draft}
      disabled={disabled}
      onChange={(_, v) => setDraft(v as number)}
      onChangeCommitted={(_, v) => onCommit(v as number)}
    />
  );
  return (
    <LabelledSlider label={label(draft)}>
      {textFieldTestId ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          {slider}
          <TextField
            label={name}
            size="small"
            value={text}
            disabled={disabled}
            onChange={(e) => setText(e.target.value)}
            onBlur={commitText}
            onKeyDown={(e) => e.key === 'Enter' && commitText()}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': textFieldTestId } }}
            sx={{ width: '6.5rem', flexShrink: 0 }}
          />
        </Box>
      ) : (
        slider
      )}
    </LabelledSlider>
  );
}
