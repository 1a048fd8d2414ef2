/**
 * The footer's place for 'Latest Feedbacks' and 'Leave a feedback'; the feedback feature
 * fills it. Kept as its own component so the footer layout does not change when it lands.
 */
export function FeedbackSlot() {
  return <section aria-label="Feedback" data-testid="feedback-slot" />;
}
