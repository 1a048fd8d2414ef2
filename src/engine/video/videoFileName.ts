import { slugOf } from '../url/slug';

/** Anything a file name should not hold, after the catalogue's slug: only letters, digits, dots and hyphens stay. */
const safe = (text: string): string =>
  slugOf(text)
    .replace(/[^a-z0-9.-]+/g, '-')
    .replace(/^[.-]+|-+$/g, '') || 'run';

/** `{family}-{value}.webm`, the value as the catalogue's file names write it: `sortvisualizer-quicksort-pivotlast.webm`. */
export function videoFileName(family: string, value: string): string {
  return `${safe(family)}-${safe(value)}.webm`;
}
