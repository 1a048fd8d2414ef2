import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS, characterCount, limitCharacters, ROOM_ID_MAX_LENGTH } from './signalling';

describe('room id characters', () => {
  it('counts and limits characters as a person counts them: an emoji is one', () => {
    expect(characterCount('😀😀')).toBe(2);
    const emoji = '😀'.repeat(70);
    expect(characterCount(limitCharacters(emoji, ROOM_ID_MAX_LENGTH))).toBe(64);
    expect(limitCharacters('room-1', ROOM_ID_MAX_LENGTH)).toBe('room-1');
  });

  it('refuses invisible characters but keeps the joiner that holds an emoji family together', () => {
    expect(CONTROL_CHARACTERS.test('\u202E\u200B\u200B')).toBe(true);
    expect(CONTROL_CHARACTERS.test('ab\ncd')).toBe(true);
    expect(CONTROL_CHARACTERS.test('👨\u200d👩\u200d👧 room')).toBe(false);
  });
});
