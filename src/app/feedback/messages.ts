/** User-visible strings of the feedback feature (spec §2, §8), each defined once. */
export const LATEST_FEEDBACKS = 'Latest Feedbacks';
export const LEAVE_A_FEEDBACK = 'Leave a feedback';
export const FEEDBACK_ADDED = 'Feedback added';
export const COULDNT_ADD_FEEDBACK = "Couldn't add feedback";

/** What 'Latest Feedbacks' says while it has no feedback to show (LatestFeedbacks.tsx). */
export const FEEDBACKS_LOADING = 'Loading feedbacks…';
export const FEEDBACKS_LOAD_FAILED = "Couldn't load the feedbacks right now. Trying again…";
export const NO_FEEDBACKS_YET = 'No feedbacks yet. Be the first to leave one!';
/** Offline (issue 51), above the last list this browser had, if any. */
export const FEEDBACKS_OFFLINE = 'Offline: feedback will load when you are back online';
export const FEEDBACKS_STATUS_TEXTS = [FEEDBACKS_LOADING, FEEDBACKS_LOAD_FAILED, NO_FEEDBACKS_YET, FEEDBACKS_OFFLINE] as const;

/** 'Leave a feedback' pressed offline: it does nothing else (issue 51). */
export const LEAVE_FEEDBACK_OFFLINE = 'Offline: leaving a feedback needs a connection';
