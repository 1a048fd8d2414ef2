import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../engine/layout/visuallyHidden';
import { useOnline } from '../../services/connectivity';
import { FEEDBACKS_LOAD_FAILED, FEEDBACKS_LOADING, FEEDBACKS_OFFLINE, FEEDBACKS_STATUS_TEXTS, LATEST_FEEDBACKS, NO_FEEDBACKS_YET } from './messages';
import { ReviewCard } from './ReviewCard';
import { useLatestReviews } from './useLatestReviews';

export const LATEST_FEEDBACKS_HEADING_ID = 'latest-feedbacks-heading';

/**
 * 'Latest Feedbacks' (spec §2): live, with loading, empty, error and offline states said in
 * words. Offline it shows the last list this browser had (issue 51); online it waits for the
 * live one, a moment away, rather than show an old list that then changes under the reader.
 */
export function LatestFeedbacks() {
  const latest = useLatestReviews();
  const online = useOnline();
  const { status } = latest;
  const reviews = status === 'loading' && online ? [] : latest.reviews;
  let message: string | null = null;
  if (!online) message = FEEDBACKS_OFFLINE;
  else if (status === 'loading') message = FEEDBACKS_LOADING;
  else if (status === 'error' && reviews.length === 0) message = FEEDBACKS_LOAD_FAILED;
  else if (reviews.length === 0) message = NO_FEEDBACKS_YET;

  return (
    <>
      <Typography id={LATEST_FEEDBACKS_HEADING_ID} component="h2" variant="h5" align="center" sx={{ mb: 2 }}>
        {LATEST_FEEDBACKS}
      </Typography>
      {/* While there is a message, every message sits invisible in the same grid cell: the status
          is as tall as the longest at this width, so 'Loading feedbacks…' (one line at 360 px)
          turning into 'No feedbacks yet…' (two) does not move the footer below. */}
      <Box sx={{ display: 'grid', '& > *': { gridArea: '1 / 1' }, mb: message ? 2 : 0 }}>
        {message &&
          FEEDBACKS_STATUS_TEXTS.map((text) => (
            <Typography key={text} align="center" aria-hidden="true" sx={{ visibility: 'hidden' }}>
              {text}
            </Typography>
          ))}
        <Typography role="status" align="center" data-testid="feedbacks-status" sx={{ color: 'text.secondary' }}>
          {message}
        </Typography>
      </Box>
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
