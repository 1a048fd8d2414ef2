import Box from '@mui/material/Box';
import { LATEST_FEEDBACKS_HEADING_ID, LatestFeedbacks } from '../feedback/LatestFeedbacks';
import { LeaveFeedback } from '../feedback/LeaveFeedback';

/** The footer's feedback part: 'Latest Feedbacks' and 'Leave a feedback' (spec §2). */
export function FeedbackSlot() {
  return (
    <Box component="section" aria-labelledby={LATEST_FEEDBACKS_HEADING_ID} data-testid="feedback-slot" sx={{ maxWidth: 1100, mx: 'auto' }}>
      <LatestFeedbacks />
      <LeaveFeedback />
    </Box>
  );
}
