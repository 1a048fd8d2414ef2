/**
 * The review rules of spec §5 and §9, in one place. The client form, the server and the
 * contract tests all import this module, so a limit cannot drift between them (the SQLite
 * table's checks are written from these constants; firestore.rules repeats them in its own language).
 */
export const FEEDBACK_MIN_LENGTH = 10;
export const FEEDBACK_MAX_LENGTH = 3000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const DEFAULT_RATING = 3;
/** How many reviews the Latest Feedbacks list shows. */
export const LATEST_REVIEWS_LIMIT = 20;

export interface ReviewDraft {
  feedback: string;
  rating: number;
}

export type DraftCheck = { ok: true; draft: ReviewDraft } | { ok: false; field: 'feedback' | 'rating' | 'body'; message: string };

/**
 * Control characters other than the line break, carriage return and tab a textarea produces:
 * nobody types them, and SQLite's length() stops at a NUL.
 */
const FEEDBACK_CONTROL_CHARACTERS = /(?![\t\n\r])\p{Cc}/u;
/** Text that is not well-formed UTF-16 (what `String.prototype.isWellFormed` checks, in every browser). */
const LONE_SURROGATE = /\p{Cs}/u;
/**
 * A character that shows: not a space or line break, not a control or format character
 * (U+200B, U+202E...), and not one a browser draws as nothing (U+3164, U+FE0F...). A review
 * of none of them would be a card with a name, stars and no text.
 */
const VISIBLE_CHARACTER = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
export const BLANK_FEEDBACK = 'Feedback must have some visible text, not only spaces or invisible characters';

export function feedbackProblem(feedback: unknown): string | null {
  if (typeof feedback !== 'string') return 'Feedback must be text';
  // A lone surrogate cannot be stored as UTF-8: it would come back as another character.
  if (LONE_SURROGATE.test(feedback)) return 'Feedback must be valid text: it contains a broken character';
  if (FEEDBACK_CONTROL_CHARACTERS.test(feedback)) return 'Feedback must not contain control characters (line breaks and tabs are fine)';
  // Empty text is just too short (below); text that is there but shows nothing is told so.
  if (feedback !== '' && !VISIBLE_CHARACTER.test(feedback)) return BLANK_FEEDBACK;
  const length = [...feedback].length;
  if (length < FEEDBACK_MIN_LENGTH) return `Feedback must be at least ${FEEDBACK_MIN_LENGTH} characters`;
  if (length > FEEDBACK_MAX_LENGTH) return `Feedback must be at most ${FEEDBACK_MAX_LENGTH} characters`;
  return null;
}

export function ratingProblem(rating: unknown): string | null {
  // Strings such as '5' are refused rather than coerced: the caller sent the wrong type.
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX) {
    return `Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`;
  }
  return null;
}

/** Checks an untrusted draft; a missing rating becomes the default (spec §5). */
export function checkDraft(input: unknown): DraftCheck {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, field: 'body', message: 'The request body must be a JSON object' };
  }
  const { feedback, rating = DEFAULT_RATING } = input as { feedback?: unknown; rating?: unknown };
  const feedbackError = feedbackProblem(feedback);
  if (feedbackError) return { ok: false, field: 'feedback', message: feedbackError };
  const ratingError = ratingProblem(rating);
  if (ratingError) return { ok: false, field: 'rating', message: ratingError };
  return { ok: true, draft: { feedback: feedback as string, rating: rating as number } };
}

/**
 * Submission time plus one calendar month (spec §3). A day that the next month lacks is
 * clamped to its last day, so 31 January expires on the last day of February, not in March.
 */
export function expiryFor(submittedAt: number): number {
  const date = new Date(submittedAt);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

/**
 * Only web addresses and inline images (the local account chooser's initials avatar) are kept
 * as pictures; anything else, such as a javascript: address, becomes no picture.
 */
export function safePictureUrl(url: unknown): string {
  if (typeof url !== 'string' || url.length > 4096) return '';
  return /^(https?:\/\/|data:image\/(png|jpeg|gif|webp|svg\+xml)[;,])/i.test(url) ? url : '';
}
