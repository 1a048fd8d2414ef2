/**
 * 'a' or 'an' for a word, by the letter it starts with: "I am an Explorer", not "a Explorer".
 * A vowel letter is not always a vowel sound ('a University', 'an Hour'), but every intro word
 * (spec §1) follows the letter, and a new one that did not would show here first.
 */
export function indefiniteArticle(word: string): 'a' | 'an' {
  return /^[aeiou]/i.test(word.trim()) ? 'an' : 'a';
}
