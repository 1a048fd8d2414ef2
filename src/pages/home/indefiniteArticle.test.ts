import { describe, expect, it } from 'vitest';
import { owner } from '../../content/owner';
import { indefiniteArticle } from './indefiniteArticle';

describe('indefiniteArticle', () => {
  it('reads each intro word of spec §1 with its own article', () => {
    expect(owner.introWords.map((word) => `${indefiniteArticle(String(word))} ${word}`)).toEqual([
      'a Programmer',
      'a Coder',
      'a Backend Designer',
      'a Tech Enthusiast',
      'an Explorer',
      'a Learner',
    ]);
  });

  it('takes "an" before any vowel letter, in either case', () => {
    expect(['apple', 'Engineer', 'idea', 'Optimist', 'Artist'].map(indefiniteArticle)).toEqual(['an', 'an', 'an', 'an', 'an']);
  });
});
