import { describe, expect, it } from 'vitest';
import { frequencyOf, LOW_HZ, OCTAVES, STRESS_TONES_PER_SECOND, ToneGate, toneShape } from './tones';

/** How many of `ops` operations, evenly spread over one second, the gate lets sound. */
function tonesInOneSecond(ops: number): number {
  const gate = new ToneGate();
  let tones = 0;
  for (let i = 0; i < ops; i++) if (gate.allow((i * 1000) / ops, ops)) tones++;
  return tones;
}

describe('tone mapping', () => {
  it('pitch rises with the value, from LOW_HZ at 0 to OCTAVES octaves higher at the largest value', () => {
    expect(frequencyOf(0, 999)).toBe(LOW_HZ);
    expect(frequencyOf(999, 999)).toBeCloseTo(LOW_HZ * 2 ** OCTAVES);
    const pitches = [0, 100, 400, 700, 999].map((v) => frequencyOf(v, 999));
    expect(pitches).toEqual([...pitches].sort((a, b) => a - b));
    expect(new Set(pitches).size).toBe(pitches.length);
    // Half the range is half the octaves: equal value steps are equal musical intervals.
    expect(frequencyOf(500, 1000)).toBeCloseTo(LOW_HZ * 2 ** (OCTAVES / 2));
  });

  it('values outside the range stay inside the audible span (an empty radix slot is -1)', () => {
    expect(frequencyOf(-1, 999)).toBe(LOW_HZ);
    expect(frequencyOf(5000, 999)).toBeCloseTo(LOW_HZ * 2 ** OCTAVES);
    expect(frequencyOf(3, 0)).toBe(LOW_HZ);
  });
});

describe('thinning', () => {
  it('at slow speeds every compare and write gets its own tone', () => {
    expect(tonesInOneSecond(1)).toBe(1);
    expect(tonesInOneSecond(20)).toBe(20);
    expect(tonesInOneSecond(30)).toBe(30);
  });

  it('at the fastest slider (about 1000 a second) at most 30 tones a second sound, softer and shorter', () => {
    const tones = tonesInOneSecond(1000);
    expect(tones).toBeLessThanOrEqual(30);
    expect(tones).toBeGreaterThanOrEqual(25);
    expect(toneShape(1000).gain).toBeLessThan(toneShape(10).gain);
    expect(toneShape(1000).durationMs).toBeLessThan(toneShape(10).durationMs);
  });

  it('at Fastest or stress rates the texture thins further, whatever the rate', () => {
    for (const rate of [5000, 60_000, 1_000_000]) {
      expect(tonesInOneSecond(rate)).toBeLessThanOrEqual(STRESS_TONES_PER_SECOND);
      expect(tonesInOneSecond(rate)).toBeGreaterThan(5);
    }
    expect(toneShape(60_000).gain).toBeLessThan(toneShape(1000).gain);
  });
});
