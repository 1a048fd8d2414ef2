import TextField from '@mui/material/TextField';
import type { KeyboardEvent } from 'react';
import { isAllowedKey, keepAllowed } from './inputAlphabet';

interface Props {
  value: string;
  onChange: (expression: string) => void;
  spaced: boolean;
}

/** The expression input: the keyboard, paste and drop are all held to the alphabet (spec §5). */
export function ExpressionField({ value, onChange, spaced }: Props) {
  const blockKeys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isAllowedKey(event)) event.preventDefault();
  };
  return (
    <TextField
      label={spaced ? 'Expression (tokens separated by spaces)' : 'Expression'}
      value={value}
      onChange={(event) => onChange(keepAllowed(event.target.value))}
      fullWidth
      slotProps={{
        htmlInput: {
          onKeyDown: blockKeys,
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
