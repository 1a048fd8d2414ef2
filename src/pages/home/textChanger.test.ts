import { describe, expect, it } from 'vitest';
import { ANIMATIONS, assertChangerWords, changerFrame } from './textChanger';

describe('text changer', () => {
  const words = ['Programmer', 'Coder', 'Backend Designer'];

  it('swaps the text every 2.5 s and wraps around', () => {
    expect(changerFrame(words, 0).text).toBe('Programmer');
    expect(changerFrame(words, 2499).text).toBe('Programmer');
    expect(changerFrame(words, 2500).text).toBe('Coder');
    expect(changerFrame(words, 7500).text).toBe('Programmer');
  });

  it('changes the animation every 5 s among 5 animations', () => {
    expect(ANIMATIONS).toHaveLength(5);
    const seen = [0, 5000, 10000, 15000, 20000].map((t) => changerFrame(words, t).animation);
    expect(new Set(seen).size).toBe(5);
    expect(changerFrame(words, 4999).animation).toBe(changerFrame(words, 0).animation);
    expect(changerFrame(words, 25000).animation).toBe(seen[0]);
  });

  it('accepts numbers and shows them as text', () => {
    expect(changerFrame([1, 2], 2500).text).toBe('2');
  });

  it('refuses anything but a non-empty array of strings or numbers', () => {
    expect(() => assertChangerWords('Coder')).toThrow(/array of strings or numbers/);
    expect(() => assertChangerWords([])).toThrow(/non-empty/);
    expect(() => assertChangerWords(['a', { b: 1 }])).toThrow(/item 1 is object/);
    expect(() => assertChangerWords(['a', 3])).not.toThrow();
  });
});
