import { describe, expect, it } from 'vitest';
import { type SoundReading, SoundTap, TAP_MS } from './soundTap';
import { frequencyOf } from './tones';

/** Runs a tap for `seconds` over a model making `opsPerSecond` compares; returns the tones it played. */
function listen(opsPerSecond: number, seconds: number) {
  const reading: SoundReading = { events: 0, value: 0, maxValue: 999, kind: 'compare' };
  const tones: { frequency: number; gain: number }[] = [];
  const tap = new SoundTap([{ pan: 0, read: () => reading }], (frequency, gain) => tones.push({ frequency, gain }), 0);
  let made = 0;
  for (let now = TAP_MS; now <= seconds * 1000; now += TAP_MS) {
    const due = Math.floor((now * opsPerSecond) / 1000);
    if (due > made) {
      reading.events += due - made;
      reading.value = (reading.value + 37 * (due - made)) % 1000;
      made = due;
    }
    tap.tick(now);
  }
  return { tones, made };
}

describe('SoundTap', () => {
  it('at a slow speed every operation sounds, at the pitch of its value', () => {
    const { tones, made } = listen(4, 5);
    expect(made).toBe(20);
    expect(tones).toHaveLength(20);
    expect(tones[0]!.frequency).toBeCloseTo(frequencyOf(37, 999));
  });

  it('the fastest slider and stress rates are thinned: at most 30, then 15 tones a second, softer', () => {
    const fast = listen(1000, 4);
    expect(fast.tones.length).toBeLessThanOrEqual(4 * 30 + 1);
    expect(fast.tones.length).toBeGreaterThan(4 * 10);
    const stress = listen(60_000, 4);
    expect(stress.tones.length).toBeLessThanOrEqual(4 * 15 + 1);
    expect(stress.tones.length).toBeGreaterThan(4 * 5);
    expect(Math.max(...stress.tones.slice(5).map((t) => t.gain))).toBeLessThan(listen(4, 2).tones[0]!.gain);
  });

  it('stays silent while nothing happens, and when a new run starts from zero', () => {
    expect(listen(0, 2).tones).toHaveLength(0);
    const reading: SoundReading = { events: 500, value: 10, maxValue: 999, kind: 'write' };
    const tones: number[] = [];
    const tap = new SoundTap([{ pan: 0, read: () => reading }], (f) => tones.push(f), 0);
    reading.events = 0;
    tap.tick(25);
    expect(tones).toHaveLength(0);
    reading.events = 1;
    tap.tick(50);
    expect(tones).toHaveLength(1);
  });
});
