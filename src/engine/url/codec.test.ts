import { describe, expect, it } from 'vitest';
import { defineCodec, playbackFields } from './codec';
import { choiceField, intField, intListField } from './fields';

const codec = defineCodec({
  ...playbackFields,
  n: intField(5, 1000, 20),
  values: intListField(0, 999, 5, 1000),
  race: choiceField(['', 'heapsort', 'bogosort'], ''),
});
const decode = (query: string) => codec.decode(new URLSearchParams(query));

describe('defineCodec: a key given more than once', () => {
  it('uses the last valid value and names each earlier one in a note', () => {
    expect(decode('n=12&n=20')).toEqual({ state: { n: 20 }, notes: ['Ignored n=12: given more than once; used the last, 20'] });
    expect(decode('race=heapsort&race=bogosort')).toEqual({
      state: { race: 'bogosort' },
      notes: ['Ignored race=heapsort: given more than once; used the last, bogosort'],
    });
    expect(decode('n=8&n=9&n=10').notes).toEqual([
      'Ignored n=8: given more than once; used the last, 10',
      'Ignored n=9: given more than once; used the last, 10',
    ]);
    // A refused repetition keeps its own note, and the valid value stays in use.
    expect(decode('n=12&n=lots')).toEqual({ state: { n: 12 }, notes: ['Ignored n: must be a number 5–1000'] });
  });

  it('quotes a long value shortened, so a list of bars does not bury the sentence', () => {
    const long = Array.from({ length: 40 }, (_, i) => i).join(',');
    const { state, notes } = decode(`values=5,4,3,2,1&values=${long}`);
    expect(state.values).toHaveLength(40);
    expect(notes).toEqual([`Ignored values=5,4,3,2,1: given more than once; used the last, ${long.slice(0, 23)}…`]);
  });
});

describe('range notes', () => {
  it('a negative range is written with minus signs; other ranges read as before', () => {
    expect(decode('speed=7&n=2&values=1,x').notes).toEqual([
      'Ignored speed: must be a delay of 1–5000 ms',
      'Ignored n: must be a number 5–1000',
      'Ignored values: must be a comma list of numbers 0–999',
    ]);
  });
});
