/** User-visible strings of the feedback feature (spec §2, §8), each defined once. */
export const LATEST_FEEDBACKS = 'Latest Feedbacks';
export const LEAVE_A_FEEDBACK = 'Leave a feedback';
export const FEEDBACK_ADDED = 'Feedback added';
export const COULDNT_ADD_FEEDBACK = "Couldn't add feedback";
