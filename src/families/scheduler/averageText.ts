/**
 * An average as the page prints it, 'X.XX', rounded half up as on paper. The averages are whole
 * totals over at most 50 processes, so an exact tie such as 3/40 = 0.075 is common, and
 * `toFixed(2)` rounds the binary double just below it down (0.07 where a textbook says 0.08).
 * No such average lies within 1e-9 of a tie without being one, so the nudge only settles ties.
 */
export const twoDecimals = (average: number): string => (Math.round(average * 100 + 1e-9) / 100).toFixed(2);
