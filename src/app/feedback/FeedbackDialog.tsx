import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { type FormEvent, useEffect, useState } from 'react';
import type { AuthUser } from '../../services/auth/types';
import { loadReviews } from '../../services/reviews';
import { DEFAULT_RATING, FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH, feedbackProblem, ratingProblem } from '../../services/reviews/reviewRules';
import { COULDNT_ADD_FEEDBACK, FEEDBACK_ADDED, LEAVE_A_FEEDBACK } from './messages';
import { arrowLeavesRating } from './ratingKeys';

interface Props {
  open: boolean;
  user: AuthUser;
  onClose(): void;
}

/** The feedback modal (spec §4, §5): text 10-3000 characters, rating 1-5 (default 3). */
export function FeedbackDialog({ open, user, onClose }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  const [feedback, setFeedback] = useState('');
  const [rating, setRating] = useState(DEFAULT_RATING);
  const [replacing, setReplacing] = useState(false);
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Start from the visitor's current review, so submitting visibly replaces it.
  useEffect(() => {
    if (!open) return;
    let active = true;
    setFeedback('');
    setRating(DEFAULT_RATING);
    setReplacing(false);
    setChecked(false);
    setFailure(null);
    loadReviews()
      .then((port) => port.findByEmail(user.email))
      .then(
        (own) => {
          if (!active || !own) return;
          setFeedback(own.feedback);
          setRating(own.rating);
          setReplacing(true);
        },
        () => {}, // Without the old review the form still works: it starts empty.
      );
    return () => {
      active = false;
    };
  }, [open, user.email]);

  const feedbackError = checked ? feedbackProblem(feedback) : null;
  const ratingError = checked ? ratingProblem(rating) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (feedbackProblem(feedback) || ratingProblem(rating)) return;
    setSaving(true);
    setFailure(null);
    try {
      await (await loadReviews()).createOrReplace({ feedback, rating });
      enqueueSnackbar(FEEDBACK_ADDED, { variant: 'info' });
      onClose();
    } catch (error) {
      enqueueSnackbar(COULDNT_ADD_FEEDBACK, { variant: 'error' });
      setFailure(error instanceof Error ? error.message : COULDNT_ADD_FEEDBACK);
    } finally {
      setSaving(false);
    }
  }

  const length = [...feedback].length;
  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="feedback-dialog-title">
      <Box component="form" noValidate onSubmit={submit} data-testid="feedback-form">
        <DialogTitle id="feedback-dialog-title">{LEAVE_A_FEEDBACK}</DialogTitle>
        <DialogContent>
          {replacing && (
            <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
              You already left a feedback. Submitting replaces it.
            </Typography>
          )}
          <TextField
            label="Your feedback"
            value={feedback}
            onChange={(e) => setFeedback(e.target.value)}
            onBlur={() => feedback !== '' && setChecked(true)}
            multiline
            minRows={4}
            fullWidth
            autoFocus
            error={Boolean(feedbackError)}
            helperText={feedbackError ?? `${length} / ${FEEDBACK_MAX_LENGTH} characters (at least ${FEEDBACK_MIN_LENGTH})`}
            slotProps={{ htmlInput: { 'data-testid': 'feedback-text' } }}
            sx={{ mt: 1 }}
          />
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
            <Typography component="legend" variant="body2" sx={{ mb: 0.5 }}>
              Rating
            </Typography>
            {/* A second click on the current star would clear it; the rating always stays 1-5. */}
            <Rating
              name="feedback-rating"
              value={rating}
              onChange={(_e, value) => value !== null && setRating(value)}
              onKeyDown={(e) => arrowLeavesRating(e.key, rating) && e.preventDefault()}
            />
            {ratingError && (
              <Typography role="alert" variant="body2" color="error">
                {ratingError}
              </Typography>
            )}
          </Box>
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Submitting…' : 'Submit'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
