import { DEFAULT_SPEED, MAX_SPEED, MIN_SPEED } from '../player/speed';
import { type Field, flagField, intField, refuse } from './fields';

export type Fields<S> = { [K in keyof S]: Field<S[K]> };

export interface Decoded<S> {
  /** The keys that were present and valid. */
  state: Partial<S>;
  /** One short sentence per ignored key: 'Ignored n: must be a number 5–1000'. */
  notes: string[];
}

/**
 * A page's URL state: its fields by key, plus an optional check across keys (values and n must
 * agree...). Decoding never fails: a bad key is left out and named in a note.
 */
export interface StateCodec<S> {
  /** `spaced`: the same query with each '+' read as a space, when that reading is in doubt (hashQuery.ts). */
  decode(query: URLSearchParams, spaced?: URLSearchParams | null): Decoded<S>;
  encode(state: S): URLSearchParams;
}

export const ignoredNote = (key: string, reason: string) => `Ignored ${key}: ${reason}`;

/** Why a key the page does not have is ignored; such a key is gone from the URL at the page's next write. */
export const NOT_A_SETTING = 'not a setting of this page';
export const isStrayKeyNote = (note: string) => note.endsWith(`: ${NOT_A_SETTING}`);

/** A value as a note quotes it: a list of a thousand values would bury the sentence. */
const shorten = (raw: string) => (raw.length > 24 ? `${raw.slice(0, 23)}…` : raw);

export function defineCodec<S extends object>(fields: Fields<S>, refine?: (decoded: Decoded<S>) => void): StateCodec<S> {
  const keys = Object.keys(fields) as (keyof S & string)[];
  return {
    decode(query, spaced) {
      const decoded: Decoded<S> = { state: {}, notes: [] };
      // Each key's valid values as given: the last one is used (a link edited by appending a key).
      const given = new Map<string, string[]>();
      // Both readings hold the same keys in the same order: only a '+' reads differently.
      const spacedValues = spaced ? [...spaced.values()] : null;
      let index = -1;
      for (const [key, raw] of query) {
        index++;
        const field = fields[key as keyof S];
        if (!field) {
          decoded.notes.push(ignoredNote(key, NOT_A_SETTING));
          continue;
        }
        const parsed = field.parse(raw, spacedValues?.[index]);
        if (parsed.ok) {
          decoded.state[key as keyof S] = parsed.value;
          given.set(key, [...(given.get(key) ?? []), raw]);
        } else decoded.notes.push(ignoredNote(key, parsed.reason));
      }
      for (const [key, raws] of given) {
        const used = raws[raws.length - 1]!;
        for (const raw of raws.slice(0, -1))
          decoded.notes.push(ignoredNote(`${key}=${shorten(raw)}`, `given more than once; used the last, ${shorten(used)}`));
      }
      refine?.(decoded);
      return decoded;
    },
    encode(state) {
      const query = new URLSearchParams();
      for (const key of keys) {
        const text = fields[key].format(state[key]);
        if (text !== null) query.set(key, text);
      }
      return query;
    },
  };
}

/** The keys every visualizer page has: `speed` (the slider, −5000..−1) and `fastest=1`. */
export interface PlaybackState {
  speed: number;
  fastest: boolean;
}

/**
 * The speed as a link carries it: the slider's value, the negated delay (spec §9). A refused
 * one is named in the visitor's terms, the delay the slider shows, not the negative number.
 */
export function speedField(omit = DEFAULT_SPEED): Field<number> {
  const number = intField(MIN_SPEED, MAX_SPEED, omit);
  return {
    parse: (raw) => {
      const parsed = number.parse(raw);
      return parsed.ok ? parsed : refuse(`must be a delay of ${-MAX_SPEED}–${-MIN_SPEED} ms`);
    },
    format: number.format,
  };
}

export const playbackFields: Fields<PlaybackState> = {
  speed: speedField(),
  fastest: flagField,
};

export const playbackDefaults: PlaybackState = { speed: DEFAULT_SPEED, fastest: false };
