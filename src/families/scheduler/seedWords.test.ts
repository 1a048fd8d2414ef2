import { describe, expect, it } from 'vitest';
import { seedWords } from './seedWords';

describe('the seed in words', () => {
  it('says what the draw made and that the link brings it back, without the word seed', () => {
    expect(seedWords(7, true, false)).toBe("These processes were drawn at random (draw 7); this page's link brings back the same set.");
    expect(seedWords(7, true, true)).toBe(
      "These processes were drawn at random (draw 7), and so are the lottery's picks; this page's link brings back the same run.",
    );
    expect(seedWords(3, false, true)).toBe("The lottery picks at random (draw 3); this page's link brings back the same picks.");
    for (const words of [seedWords(1, true, true), seedWords(1, false, true), seedWords(1, true, false)]) expect(words).not.toMatch(/seed/i);
  });

  it("says nothing for a set of the visitor's own where no lottery draws", () => {
    expect(seedWords(1, false, false)).toBe('');
  });
});
