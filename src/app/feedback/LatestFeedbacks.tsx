import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../visuallyHidden';
import { LATEST_FEEDBACKS } from './messages';
import { ReviewCard } from './ReviewCard';
import { useLatestReviews } from './useLatestReviews';

export const LATEST_FEEDBACKS_HEADING_ID = 'latest-feedbacks-heading';

/** 'Latest Feedbacks' (spec §2): live, with loading, empty and error states said in words. */
export function LatestFeedbacks() {
  const latest = useLatestReviews();
  const { status, reviews } = latest;
  let message: string | null = null;
  if (status === 'loading') message = 'Loading feedbacks…';
  else if (status === 'error' && reviews.length === 0) message = "Couldn't load the feedbacks right now. Trying again…";
  else if (reviews.length === 0) message = 'No feedbacks yet. Be the first to leave one!';

  return (
    <>
      <Typography id={LATEST_FEEDBACKS_HEADING_ID} component="h2" variant="h5" align="center" sx={{ mb: 2 }}>
        {LATEST_FEEDBACKS}
      </Typography>
      <Typography role="status" align="center" data-testid="feedbacks-status" sx={{ color: 'text.secondary', mb: message ? 2 : 0 }}>
        {message}
      </Typography>
      <Box role="status" sx={visuallyHidden} data-testid="feedbacks-arrival">
        {latest.status === 'ready' ? latest.arrival : ''}
      </Box>
      {reviews.length > 0 && (
        <Box
          component="ul"
          aria-label={LATEST_FEEDBACKS}
          data-testid="latest-feedbacks"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' }}
        >
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </Box>
      )}
    </>
  );
}
