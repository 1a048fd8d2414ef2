/**
 * Every form the intro line takes ("I am a Coder", "I am a Backend Designer", …), invisible, in
 * the grid cell the shown line shares (global.css, .intro-words): the block keeps the size of the
 * largest form at any width, so a word that wraps at 360 px no longer moves the page below, nor
 * the pause button beside it. Marked up as TextChanger draws the line (the word an inline-block),
 * so each wraps as the shown one would.
 */
export function IntroLineForms({ words, lead }: { words: readonly (string | number)[]; lead: (text: string) => string }) {
  return words.map((word) => (
    <span key={word} className="intro-words__form" aria-hidden="true">
      I am {lead(String(word))} <span>{word}</span>
    </span>
  ));
}
