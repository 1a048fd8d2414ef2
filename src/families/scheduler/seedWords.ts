/**
 * What the seed decides on this page, in a visitor's words (issue 47: 'Random sets and the
 * lottery use seed 1.' meant nothing to someone who has not met a seed). It names the draw and
 * says what it gives: the same run again from this page's link. '' where it decides nothing
 * (a set of the visitor's own on a page without the lottery).
 */
export function seedWords(seed: number, randomSet: boolean, lottery: boolean): string {
  if (randomSet && lottery)
    return `These processes were drawn at random (draw ${seed}), and so are the lottery's picks; this page's link brings back the same run.`;
  if (randomSet) return `These processes were drawn at random (draw ${seed}); this page's link brings back the same set.`;
  if (lottery) return `The lottery picks at random (draw ${seed}); this page's link brings back the same picks.`;
  return '';
}
