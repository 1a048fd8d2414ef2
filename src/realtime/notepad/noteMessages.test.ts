import { describe, expect, it } from 'vitest';
import { decodeNote, MAX_NOTE_LENGTH } from './noteMessages';

describe('note channel messages', () => {
  it('takes text and ignores anything else a peer sends', () => {
    expect(decodeNote('shared plans')).toBe('shared plans');
    expect(decodeNote('')).toBe('');
    for (const raw of [new ArrayBuffer(8), null, undefined, 42, { text: 'x' }]) expect(decodeNote(raw)).toBeNull();
  });

  it('cuts an oversized note', () => {
    expect(decodeNote('x'.repeat(MAX_NOTE_LENGTH + 50))).toHaveLength(MAX_NOTE_LENGTH);
  });
});
