import Login from '@mui/icons-material/Login';
import Logout from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { logout, requestLogin, useAuthUser } from '../../services/auth';
import { useLoginRequest } from '../../services/auth/loginOverlay';

// The overlay (and the chooser) load only when someone asks to log in.
const LoginOverlay = lazy(() => import('../auth/LoginOverlay'));

/**
 * Spec §2 header: the user's picture and a logout control when logged in, a login control
 * otherwise. It also hosts the login overlay, since every page that can ask for a login
 * (footer feedback, /realtimeapps) has this header.
 */
export function AccountSlot() {
  const { user, ready } = useAuthUser();
  const request = useLoginRequest();
  const logoutButton = useRef<HTMLButtonElement>(null);
  // After a sign-in the overlay hands focus back to what opened it, often the Login button this
  // slot has just replaced: focus fell to the page's top. Logout stands in for it then.
  const asked = useRef(false);
  if (request) asked.current = true;
  useEffect(() => {
    if (!user || !asked.current) return;
    asked.current = false;
    const timer = setTimeout(() => {
      if (!document.activeElement || document.activeElement === document.body) logoutButton.current?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [user]);

  return (
    <Stack direction="row" spacing={1} data-testid="account-slot" sx={{ alignItems: 'center', minWidth: 40, minHeight: 40 }}>
      {user ? (
        <>
          <Avatar
            src={user.photoURL || undefined}
            alt={user.displayName || user.email}
            slotProps={{ img: { referrerPolicy: 'no-referrer' } }}
            sx={{ width: 36, height: 36 }}
            data-testid="account-avatar"
          >
            {(user.displayName || user.email || '?').slice(0, 1).toUpperCase()}
          </Avatar>
          {/* A native title, not MUI's Tooltip: Popper would add ~15 KB to every page. */}
          <IconButton ref={logoutButton} aria-label="Logout" title="Logout" onClick={() => void logout()}>
            <Logout />
          </IconButton>
        </>
      ) : (
        ready && (
          <Button variant="outlined" size="small" startIcon={<Login />} onClick={requestLogin}>
            Login
          </Button>
        )
      )}
      {request && (
        <Suspense fallback={null}>
          <LoginOverlay key={request.id} />
        </Suspense>
      )}
    </Stack>
  );
}
