/**
 * The notepad travels whole (spec §7), so two people typing at once each send a whole text
 * that lacks the other's latest words. Received as is, it replaced what the receiver had typed
 * and not yet sent. Here a received text is merged with the unsent edit instead: each side's
 * change is found against the text both last agreed on, and both are kept when they touch
 * different parts. When they overlap, one side wins on both screens (the member who was in the
 * room first), so the two notepads still end the same.
 */

/** `before` with [start, end) replaced by `text` gives the other text. */
export interface TextChange {
  start: number;
  end: number;
  text: string;
}

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** The one replaced stretch between two texts (common start and end kept), never splitting a surrogate pair. */
export function changeBetween(before: string, after: string): TextChange {
  const limit = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < limit && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  if (prefix > 0 && isLowSurrogate(before.charCodeAt(prefix))) prefix--;
  let suffix = 0;
  while (suffix < limit - prefix && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)) suffix++;
  if (suffix > 0 && isLowSurrogate(before.charCodeAt(before.length - suffix))) suffix--;
  return { start: prefix, end: before.length - suffix, text: after.slice(prefix, after.length - suffix) };
}

const isEmpty = (change: TextChange) => change.start === change.end && change.text === '';

/**
 * `base` changed two ways: into `mine` (typed here, not yet sent) and `theirs` (received).
 * Both changes kept when they do not overlap; otherwise the one from the member who was in the
 * room first (`mineFirst`) is kept, and the same choice is made on the other screen.
 */
export function mergeNotes(base: string, mine: string, theirs: string, mineFirst: boolean): string {
  const a = changeBetween(base, mine);
  const b = changeBetween(base, theirs);
  if (isEmpty(a)) return theirs;
  if (isEmpty(b) || mine === theirs) return mine;
  const [first, second] = a.start < b.start || (a.start === b.start && mineFirst) ? [a, b] : [b, a];
  const bothInsertHere = first.start === first.end && second.start === second.end && first.start === second.start;
  if (first.end <= second.start || bothInsertHere) {
    return base.slice(0, first.start) + first.text + base.slice(first.end, second.start) + second.text + base.slice(second.end);
  }
  return mineFirst ? mine : theirs;
}

/** Where a caret at `at` in the text before `change` belongs after it. */
export function mapCaret(at: number, change: TextChange): number {
  if (at <= change.start) return at;
  if (at >= change.end) return at + change.text.length - (change.end - change.start);
  return change.start + change.text.length;
}
