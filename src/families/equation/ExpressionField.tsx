import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { type ChangeEvent, Fragment, type KeyboardEvent, useId } from 'react';
import { AT_LENGTH_LIMIT, MAX_EXPRESSION_LENGTH } from './expressionLength';
import { isAllowedKey, keepAllowedAt, refusedHint } from './inputAlphabet';
import { useBriefText } from './useBriefText';

/** The theme's error.main is under 4.5:1 on the dark paper (axe colour-contrast), as for the engine's error line. */
const errorLight = {
  '& .MuiFormLabel-root.Mui-error, & .MuiFormHelperText-root.Mui-error': { color: 'error.light' },
  '& .MuiOutlinedInput-root.Mui-error .MuiOutlinedInput-notchedOutline': { borderColor: 'error.light' },
  // Two lines kept free (the error line and its reason), so the page below does not jump as the
  // expression turns valid and invalid with each key.
  '& .MuiFormHelperText-root': { minHeight: '3.32em' },
} as const;

/** How long the hint about a refused character stays: long enough to read, gone before it is stale. */
export const HINT_MS = 4000;

export interface ExpressionFieldProps {
  value: string;
  onChange: (expression: string) => void;
  spaced: boolean;
  /**
   * The expression's error line ('' for none), shown under the field and marking it invalid: the
   * one place the page says it (the worker's refusal of the same expression adds no line).
   */
  error: string;
  /** Where and why ('Two numbers in a row at position 3'), the line under the error. */
  reason: string;
}

interface LineProps {
  text: string;
  testId: string;
}

/** One line of the helper text, a block of its own. */
function Line({ text, testId }: LineProps) {
  return (
    <Box component="span" data-testid={testId} sx={{ display: 'block' }}>
      {text}
    </Box>
  );
}

/** The expression input: the keyboard, paste and drop are all held to the alphabet (spec §5) and to the length limit. */
export function ExpressionField({ value, onChange, spaced, error, reason }: ExpressionFieldProps) {
  const id = useId();
  const [hint, showHint] = useBriefText(HINT_MS);
  const blockKeys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isAllowedKey(event)) return;
    event.preventDefault();
    showHint(refusedHint(event.key));
  };
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const kept = keepAllowedAt(input.value, input.selectionStart ?? input.value.length);
    onChange(kept.text);
    if (kept.text === input.value) return;
    // A phone's keyboard sends letters as 'Unidentified' keys, and a paste has no keys at all:
    // what was left out is said here.
    if (kept.refused) showHint(refusedHint(kept.refused));
    // React writes the controlled value back after this handler (the filtered text, or the old
    // one when nothing was left to insert), which puts the caret at the end: the next key would
    // type there, not where the visitor was. Put it back once React is done with the event.
    queueMicrotask(() => {
      if (input.value === kept.text) input.setSelectionRange(kept.caret, kept.caret);
    });
  };
  // A paste cut at the limit often leaves a bad expression: both are said. The hint is a live
  // region, there from the start, so a screen reader hears why a key typed nothing. Each line is a
  // block; the spaces between them keep the field's description (this whole helper) readable.
  const lines = [
    error && { text: error, testId: 'expression-error' },
    error && reason && { text: reason, testId: 'expression-reason' },
    value.length >= MAX_EXPRESSION_LENGTH && { text: AT_LENGTH_LIMIT, testId: 'expression-limit' },
  ].filter((line): line is LineProps => !!line);
  const helperText = (
    <>
      {lines.map((line, i) => (
        <Fragment key={line.testId}>
          {i > 0 && ' '}
          <Line {...line} />
        </Fragment>
      ))}
      <Box component="span" role="status" data-testid="expression-hint" sx={{ display: 'block', color: 'text.secondary' }}>
        {hint && lines.length > 0 ? ` ${hint}` : hint}
      </Box>
    </>
  );
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
