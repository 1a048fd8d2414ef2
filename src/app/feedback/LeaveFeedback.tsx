import RateReview from '@mui/icons-material/RateReview';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { enqueueSnackbar } from 'notistack';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuthUser } from '../../services/auth';
import { openLoginOverlay } from '../../services/auth/loginOverlay';
import { browserConnectivity } from '../../services/connectivity';
import { LEAVE_A_FEEDBACK, LEAVE_FEEDBACK_OFFLINE } from './messages';

// The form (Dialog, Rating, TextField) is fetched on first open, not with every page's footer.
const FeedbackDialog = lazy(() => import('./FeedbackDialog').then((m) => ({ default: m.FeedbackDialog })));

/**
 * 'Leave a feedback' (spec §4): the modal when signed in, else the login overlay, and the modal
 * once that sign-in is done: the visitor asked for the form, not for a login. Cancelling the
 * overlay forgets the request, so a later sign-in elsewhere does not open the form unasked.
 * Offline it only says that it needs a connection (issue 51): neither form nor sign-in could work.
 */
export function LeaveFeedback() {
  const { user } = useAuthUser();
  const [open, setOpen] = useState(false);
  const [awaitingLogin, setAwaitingLogin] = useState(false);

  useEffect(() => {
    if (!awaitingLogin || !user) return;
    setAwaitingLogin(false);
    setOpen(true);
  }, [awaitingLogin, user]);

  const onClick = () => {
    if (!browserConnectivity.isOnline()) {
      enqueueSnackbar(LEAVE_FEEDBACK_OFFLINE, { variant: 'info' });
      return;
    }
    if (user) {
      setOpen(true);
      return;
    }
    setAwaitingLogin(true);
    openLoginOverlay({ onCancel: () => setAwaitingLogin(false) });
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Button variant="outlined" startIcon={<RateReview />} onClick={onClick}>
        {LEAVE_A_FEEDBACK}
      </Button>
      {user && open && (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} user={user} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
