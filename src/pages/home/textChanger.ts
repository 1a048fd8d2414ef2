/** Spec §1: the text changes every 2.5 s and its animation every 5 s, among 5 animations. */
export const TEXT_INTERVAL_MS = 2500;
export const ANIMATION_INTERVAL_MS = 5000;
export const ANIMATIONS = ['fade', 'rise', 'slide', 'zoom', 'flip'] as const;
export type TextAnimation = (typeof ANIMATIONS)[number];

export type ChangerWords = readonly (string | number)[];

/** Throws a clear error unless `words` is a non-empty array of strings or numbers (spec §5). */
export function assertChangerWords(words: unknown): asserts words is ChangerWords {
  if (!Array.isArray(words) || words.length === 0) {
    throw new TypeError('TextChanger needs a non-empty array of strings or numbers');
  }
  const bad = words.findIndex((w) => typeof w !== 'string' && typeof w !== 'number');
  if (bad >= 0) {
    throw new TypeError(`TextChanger needs an array of strings or numbers; item ${bad} is ${typeof words[bad]}`);
  }
}

/** What the changer shows `elapsedMs` after it started. */
export function changerFrame(words: ChangerWords, elapsedMs: number): { text: string; animation: TextAnimation } {
  const textStep = Math.floor(elapsedMs / TEXT_INTERVAL_MS);
  const animationStep = Math.floor(elapsedMs / ANIMATION_INTERVAL_MS);
  return {
    text: String(words[textStep % words.length]),
    animation: ANIMATIONS[animationStep % ANIMATIONS.length]!,
  };
}
