import TextField from '@mui/material/TextField';
import { type ChangeEvent, type KeyboardEvent, useId } from 'react';
import { AT_LENGTH_LIMIT, MAX_EXPRESSION_LENGTH } from './expressionLength';
import { isAllowedKey, keepAllowedAt } from './inputAlphabet';

/** The theme's error.main is under 4.5:1 on the dark paper (axe colour-contrast), as for the engine's error line. */
const errorLight = {
  '& .MuiFormLabel-root.Mui-error, & .MuiFormHelperText-root.Mui-error': { color: 'error.light' },
  '& .MuiOutlinedInput-root.Mui-error .MuiOutlinedInput-notchedOutline': { borderColor: 'error.light' },
} as const;

interface Props {
  value: string;
  onChange: (expression: string) => void;
  spaced: boolean;
  /**
   * The expression's error line ('' for none), shown under the field and marking it invalid: the
   * engine's line sits below the rules and counters, off screen on a phone.
   */
  error: string;
}

/** The expression input: the keyboard, paste and drop are all held to the alphabet (spec §5) and to the length limit. */
export function ExpressionField({ value, onChange, spaced, error }: Props) {
  const id = useId();
  const blockKeys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isAllowedKey(event)) event.preventDefault();
  };
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const kept = keepAllowedAt(input.value, input.selectionStart ?? input.value.length);
    onChange(kept.text);
    if (kept.text === input.value) return;
    // React writes the controlled value back after this handler (the filtered text, or the old
    // one when nothing was left to insert), which puts the caret at the end: the next key would
    // type there, not where the visitor was. Put it back once React is done with the event.
    queueMicrotask(() => {
      if (input.value === kept.text) input.setSelectionRange(kept.caret, kept.caret);
    });
  };
  // A paste cut at the limit often leaves a bad expression: both are said. A blank line when there
  // is nothing to say keeps its room, so the rules below do not jump as the expression turns
  // valid and invalid with each key.
  const helperText = [error, value.length >= MAX_EXPRESSION_LENGTH ? AT_LENGTH_LIMIT : ''].filter(Boolean).join(' ') || ' ';
  return (
    <TextField
      id={id}
      label={spaced ? 'Expression (tokens separated by spaces)' : 'Expression'}
      value={value}
      onChange={change}
      error={error !== ''}
      helperText={helperText}
      fullWidth
      sx={errorLight}
      slotProps={{
        htmlInput: {
          onKeyDown: blockKeys,
          maxLength: MAX_EXPRESSION_LENGTH,
          'data-testid': 'expression-input',
          spellCheck: false,
          autoComplete: 'off',
          autoCapitalize: 'off',
          style: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '1.1rem' },
        },
      }}
    />
  );
}
