import { describe, expect, it } from 'vitest';
import { changeBetween, mapCaret, mergeNotes } from './noteMerge';

/** What each screen shows once both have merged the other's text: A was in the room first. */
const bothScreens = (base: string, a: string, b: string) => [mergeNotes(base, a, b, true), mergeNotes(base, b, a, false)];

describe('mergeNotes', () => {
  it('keeps both people’s typing when they edit different parts, the same on both screens', () => {
    expect(bothScreens('round 1', 'round 1 [alice]', '[bob] round 1')).toEqual(['[bob] round 1 [alice]', '[bob] round 1 [alice]']);
    const base = 'first line\nsecond line';
    expect(bothScreens(base, 'first line\nsecond line (A)', 'first-EDITED-BY-BOB line\nsecond line')).toEqual([
      'first-EDITED-BY-BOB line\nsecond line (A)',
      'first-EDITED-BY-BOB line\nsecond line (A)',
    ]);
  });

  it('two insertions at the same place keep both, the first member’s first', () => {
    expect(bothScreens('ab', 'aXb', 'aYb')).toEqual(['aXYb', 'aXYb']);
  });

  it('overlapping edits: the member who was there first wins on both screens', () => {
    expect(bothScreens('hello world', 'hello there', 'hello earth')).toEqual(['hello there', 'hello there']);
  });

  it('takes their text when nothing was typed here, and keeps mine when theirs is unchanged', () => {
    expect(mergeNotes('note', 'note', 'note!', false)).toBe('note!');
    expect(mergeNotes('note', 'note?', 'note', false)).toBe('note?');
  });

  it('never splits an emoji between two edits', () => {
    const change = changeBetween('a😀b', 'a😃b');
    expect(change).toEqual({ start: 1, end: 3, text: '😃' });
    expect(bothScreens('😀 x', '😀 xy', '😃 x')).toEqual(['😃 xy', '😃 xy']);
  });
});

describe('mapCaret', () => {
  it('keeps a caret before the change, shifts one after it, and puts one inside at its end', () => {
    const change = changeBetween('abcdef', 'abXYZdef'); // c replaced by XYZ
    expect(mapCaret(1, change)).toBe(1);
    expect(mapCaret(5, change)).toBe(7);
    expect(mapCaret(3, { start: 2, end: 4, text: 'Q' })).toBe(3);
  });
});
