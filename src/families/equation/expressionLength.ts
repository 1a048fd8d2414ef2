/**
 * The longest expression a page takes, in one place for the field (its maxLength: typing and
 * pasting stop there) and the URL codec (a longer `expr` is ignored with a note): whatever the
 * field holds, a reload and a shared link give back.
 */
export const MAX_EXPRESSION_LENGTH = 1000;

/** Under the field once it is full: the field cuts a paste at the limit, and this says so. */
export const AT_LENGTH_LIMIT = `At most ${MAX_EXPRESSION_LENGTH} characters: text past that is not taken.`;
