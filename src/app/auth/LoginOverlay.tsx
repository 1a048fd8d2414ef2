import Google from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useState } from 'react';
import { authActions, startAuth } from '../../services/auth/authSession';
import { cancelLogin, closeLoginOverlay } from '../../services/auth/loginOverlay';
import type { EmulatorAccount } from '../../services/auth/types';
import { AccountChooser } from './AccountChooser';

// Spec §2, word for word ('puposes' included).
export const LOGIN_TITLE = 'Login to site?';
export const LOGIN_NOTE = 'Note: Some of your data will be saved. For display puposes.';

/**
 * The login overlay. MUI's Dialog gives the focus trap, Escape (= Cancel) and the page scroll
 * lock. With the Auth emulator the provider button opens the local account chooser instead of
 * Google's popup, which cannot load offline.
 */
export default function LoginOverlay() {
  const titleId = useId();
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [mode, setMode] = useState<'emulator' | 'popup' | null>(null);

  useEffect(() => {
    let live = true;
    startAuth().then(
      (backend) => live && setMode(backend.mode),
      () => live && setMode('popup'), // loading failed: the click reports "Couldn't login"
    );
    return () => {
      live = false;
    };
  }, []);

  const finish = (signedIn: boolean) => {
    setBusy(false);
    if (signedIn) closeLoginOverlay();
  };

  const onProvider = async () => {
    const resolved =
      mode ??
      (await startAuth().then(
        (b) => b.mode,
        () => 'popup' as const,
      ));
    if (resolved === 'emulator') {
      setChoosing(true);
      return;
    }
    setBusy(true);
    finish(await authActions.login('google'));
  };

  const onAccount = async (account: EmulatorAccount) => {
    setBusy(true);
    finish(await authActions.loginWithEmulatorAccount(account));
  };

  return (
    <Dialog open onClose={() => cancelLogin()} aria-labelledby={titleId} maxWidth="xs" fullWidth data-testid="login-overlay">
      <DialogTitle id={titleId}>{LOGIN_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText>{LOGIN_NOTE}</DialogContentText>
        {choosing && <AccountChooser busy={busy} onChoose={onAccount} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        {!choosing && (
          <Button variant="contained" startIcon={<Google />} onClick={onProvider} disabled={busy} autoFocus>
            Sign in with Google
          </Button>
        )}
        <Button onClick={() => cancelLogin()}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
