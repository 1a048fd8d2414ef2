import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
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
  /** Called once the drag ends (or the typed number is entered), not on every step; always a whole number in min..max. */
  onCommit: (value: number) => void;
  /** Also offer a text field for typing the number (`data-testid` of the input). */
  textFieldTestId?: string;
}

/**
 * A typed number as the slider would give it: rounded and clamped to min..max (spec §5: below
 * the minimum becomes the minimum). Text that is no number (or nothing) is null: it changes nothing.
 */
function typedValue(text: string, min: number, max: number): number | null {
  const typed = Number(text);
  if (text.trim() === '' || !Number.isFinite(typed)) return null;
  return Math.min(max, Math.max(min, Math.round(typed)));
}

/**
 * A slider whose label follows the drag but whose value is committed only when the drag ends:
 * loading 1000 new bars per pixel of drag would be pointless work. With a text field, typed
 * numbers are committed on Enter or blur, clamped as the slider clamps.
 *
 * The drag and the typed text are kept only while they are in progress; otherwise both show
 * `value`, the value the page applied, so the box never keeps a number that was clamped or refused.
 */
export function CommittedSlider({ name, label, min, max, value, disabled, onCommit, textFieldTestId }: Props) {
  const [draft, setDraft] = useState<number | null>(null);
  const [text, setText] = useState<string | null>(null);
  const shown = draft ?? value;
  const commitText = () => {
    if (text === null) return; // focus passing through commits nothing (it would redraw a set)
    setText(null);
    const typed = typedValue(text, min, max);
    if (typed !== null) onCommit(typed);
  };
  // A value the page set outside the slider's range (a listed set of 3 processes) is read out as labelled, not as the clamped thumb.
  const outside = shown < min || shown > max;
  const slider = (
    <Slider
      aria-label={name}
      min={min}
      max={max}
      value={shown}
      disabled={disabled}
      getAriaValueText={outside ? () => label(shown) : undefined}
      onChange={(_, v) => setDraft(v as number)}
      onChangeCommitted={(_, v) => {
        setDraft(null);
        onCommit(v as number);
      }}
    />
  );
  return (
    <LabelledSlider label={label(shown)}>
      {textFieldTestId ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          {slider}
          <TextField
            label={name}
            size="small"
            value={text ?? String(value)}
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
