import RateReview from '@mui/icons-material/RateReview';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { requestLogin, useAuthUser } from '../../services/auth';
import { LEAVE_A_FEEDBACK } from './messages';

// The form (Dialog, Rating, TextField) is fetched on first open, not with every page's footer.
const FeedbackDialog = lazy(() => import('./FeedbackDialog').then((m) => ({ default: m.FeedbackDialog })));

/** 'Leave a feedback' (spec §4): the modal when signed in, else the login overlay. */
export function LeaveFeedback() {
  const { user } = useAuthUser();
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Button variant="outlined" startIcon={<RateReview />} onClick={() => (user ? setOpen(true) : requestLogin())}>
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
