import { closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { openLoginOverlay } from '../../services/auth/loginOverlay';
import { NEED_LOGIN } from '../../services/auth/messages';
import { useAuthUser } from '../../services/auth/useAuthUser';
import { PageLoading } from '../PageLoading';

/**
 * Spec §4: a page for signed-in users only. Logged out, it shows the login overlay and the
 * info toast 'You need to login to use this'; closing the overlay without signing in goes home.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { user, ready } = useAuthUser();
  const [, navigate] = useLocation();
  const loggedOut = ready && !user;
  const loginRequest = useRef<SnackbarKey | null>(null);

  useEffect(() => {
    if (!loggedOut) return;
    loginRequest.current = enqueueSnackbar(NEED_LOGIN, { variant: 'info' });
    // Leaving the page some other way withdraws the request without navigating.
    return openLoginOverlay({ onCancel: () => navigate('/') });
  }, [loggedOut, navigate]);

  // Signed in: the request is answered, and beside 'User logged in' it would contradict it.
  useEffect(() => {
    if (!user || loginRequest.current === null) return;
    closeSnackbar(loginRequest.current);
    loginRequest.current = null;
  }, [user]);

  if (!ready) return <PageLoading />;
  if (!user) return null;
  return <>{children}</>;
}
