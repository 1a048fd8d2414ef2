/**
 * What the game AIs' narration says: the step on the board in words ('place a queen at row 2,
 * column 4'), never the counters, which have their own lines. A board set by the visitor (before
 * any run, and while playing by hand) has no AI step to tell, so the line says nothing.
 */

/**
 * The words of a step, after those of the markers the player shows with it (the visitor's
 * queens or digits taken off before the AI starts): each operation on screen is said.
 */
export const withLeadIn = (leadIn: string, words: string) => (leadIn ? `${leadIn}; ${words}` : words);

/**
 * Once a run has ended the engine replaces the narration with this: the last step is said
 * instead of being dropped (its outcome line, a live region of its own, is not repeated).
 */
export const finalStepNarration = (step: string) => (step ? `Done: ${step}` : '');
