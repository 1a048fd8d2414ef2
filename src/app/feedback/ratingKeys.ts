import { RATING_MAX, RATING_MIN } from '../../services/reviews/reviewRules';

/** Keys that move a radio group's choice back or on (the page reads left to right). */
const BACK = new Set(['ArrowLeft', 'ArrowUp']);
const ON = new Set(['ArrowRight', 'ArrowDown']);

/**
 * Whether an arrow key would carry the rating past 1 or 5. MUI's Rating keeps a hidden 'Empty'
 * radio after the stars, and the browser's radio keys wrap onto it from either end: focus then
 * sat on 'Empty' (read out so) while the rating stayed 1 or 5. Such a key is to do nothing.
 */
export function arrowLeavesRating(key: string, value: number): boolean {
  return (BACK.has(key) && value <= RATING_MIN) || (ON.has(key) && value >= RATING_MAX);
}
