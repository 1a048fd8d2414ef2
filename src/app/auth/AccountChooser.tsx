import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import {
  type AccountForm,
  type AccountFormErrors,
  accountFromForm,
  avatarDataUrl,
  NAME_MAX,
  randomVisitor,
} from '../../services/auth/emulatorAccount';
import type { EmulatorAccount } from '../../services/auth/types';

/**
 * The Auth emulator's stand-in for Google's account picker: any name and email, an optional
 * picture, or a new random visitor. Only shown when the site runs against the emulator.
 */
export function AccountChooser({ busy, onChoose }: { busy: boolean; onChoose: (account: EmulatorAccount) => void }) {
  const [form, setForm] = useState<AccountForm>({ name: '', email: '', picture: '' });
  const [errors, setErrors] = useState<AccountFormErrors>({});

  const field = (key: keyof AccountForm) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
    error: Boolean(errors[key]),
    helperText: errors[key] ?? ' ',
    disabled: busy,
    fullWidth: true,
    size: 'small' as const,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = accountFromForm(form);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onChoose(result.account);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Choose an account" sx={{ mt: 2 }} data-testid="account-chooser">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Local test account (Auth emulator)
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Avatar src={form.picture.trim() || avatarDataUrl(form.name || '?')} alt="" sx={{ mt: 0.5, display: { xs: 'none', sm: 'flex' } }} />
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <TextField label="Display name" autoComplete="name" autoFocus slotProps={{ htmlInput: { maxLength: NAME_MAX } }} {...field('name')} />
          <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
          <TextField label="Picture URL (optional)" type="url" {...field('picture')} />
        </Stack>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          Sign in
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => onChoose(randomVisitor())}>
          New random visitor
        </Button>
      </Stack>
    </Box>
  );
}
