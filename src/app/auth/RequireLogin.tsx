import { enqueueSnackbar } from 'notistack';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { PageLoading } from '../PageLoading';
import { openLoginOverlay } from '../../services/auth/loginOverlay';
import { NEED_LOGIN } from '../../services/auth/messages';
import { useAuthUser } from '../../services/auth/useAuthUser';

/**
 * Spec §4: a page for signed-in users only. Logged out, it shows the login overlay and the
 * info toast 'You need to login to use this'; closing the overlay without signing in goes home.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { user, ready } = useAuthUser();
  const [, navigate] = useLocation();
  const loggedOut = ready && !user;

  useEffect(() => {
    if (!loggedOut) return;
    enqueueSnackbar(NEED_LOGIN, { variant: 'info' });
    // Leaving the page some other way withdraws the request without navigating.
    return openLoginOverlay({ onCancel: () => navigate('/') });
  }, [loggedOut, navigate]);

  if (!ready) return <PageLoading />;
  if (!user) return null;
  return <>{children}</>;
}
