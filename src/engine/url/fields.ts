/**
 * One URL key of a page's state: how to read it (or say in words why it is ignored) and how
 * to write it back. Pages compose these into a codec (codec.ts).
 */
export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

export interface Field<T> {
  /** `spaced`: the value with each '+' read as a space, when a '+' in it may have meant one (hashQuery.ts). */
  parse(raw: string, spaced?: string): Parsed<T>;
  /** The text to write, or null to leave the key out (a default, an empty value). */
  format(value: T): string | null;
}

export const accept = <T>(value: T): Parsed<T> => ({ ok: true, value });
export const refuse = <T>(reason: string): Parsed<T> => ({ ok: false, reason });

// Digits with an optional minus (speeds are negative). '-0' is refused: Number('-0') is -0, which
// passes a range check from 0, so `key=-0` or `values=-0,…` would read as 0 though no one means it.
const INTEGER = /^(?!-0+$)-?\d{1,9}$/;

/** The largest seed a link can carry (nine digits, as INTEGER reads them). */
export const MAX_URL_SEED = 999_999_999;

/** A fresh seed for a random set or order, one the URL reads back on reload. */
export const drawUrlSeed = (): number => Math.floor(Math.random() * (MAX_URL_SEED + 1));

/**
 * A range as a note says it: '5–1000'; with a negative bound 'from −5000 to −1' (a minus sign,
 * where '-5000–-1' read as a hyphen after a dash).
 */
function rangeText(min: number, max: number): string {
  if (min >= 0) return `${min}–${max}`;
  const signed = (n: number) => String(n).replace('-', '−');
  return `from ${signed(min)} to ${signed(max)}`;
}

/** A whole number in min..max ('Ignored n: must be a number 5–1000'). */
export function intField(min: number, max: number, omit?: number): Field<number> {
  return {
    parse: (raw) => {
      const n = Number(raw.trim());
      return INTEGER.test(raw.trim()) && n >= min && n <= max ? accept(n) : refuse(`must be a number ${rangeText(min, max)}`);
    },
    format: (value) => (value === omit ? null : String(value)),
  };
}

/** `1` for on, `0` for off; written only when on. */
export const flagField: Field<boolean> = {
  parse: (raw) => (raw === '1' ? accept(true) : raw === '0' ? accept(false) : refuse('must be 1 or 0')),
  format: (value) => (value ? '1' : null),
};

/** A comma list of whole numbers in min..max, with count limits. */
export function intListField(min: number, max: number, minCount: number, maxCount: number): Field<number[]> {
  return {
    parse: (raw) => {
      const parts = raw.split(',').map((part) => part.trim());
      const values = parts.map(Number);
      const numbers = parts.every((part) => INTEGER.test(part)) && values.every((v) => v >= min && v <= max);
      if (!numbers) return refuse(`must be a comma list of numbers ${rangeText(min, max)}`);
      if (values.length < minCount || values.length > maxCount) return refuse(`must hold ${minCount}–${maxCount} numbers`);
      return accept(values);
    },
    format: (values) => (values.length ? values.join(',') : null),
  };
}

/** One of a fixed set of words. */
export function choiceField<T extends string>(choices: readonly T[], omit?: T): Field<T> {
  return {
    parse: (raw) => ((choices as readonly string[]).includes(raw) ? accept(raw as T) : refuse(`must be one of ${choices.join(', ')}`)),
    format: (value) => (value === omit ? null : value),
  };
}

/**
 * Free text up to a length, checked by the page itself (an expression is judged by its own
 * grammar). Always written, empty too: a field the visitor emptied reloads empty, not as the
 * page's default.
 */
export function textField(maxLength: number): Field<string> {
  return {
    parse: (raw) => (raw.length <= maxLength ? accept(raw) : refuse(`must be at most ${maxLength} characters`)),
    format: (value) => value,
  };
}
