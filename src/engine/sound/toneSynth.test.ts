import { describe, expect, it } from 'vitest';
import { SYNTH_SAMPLE_RATE, ToneSynth } from './toneSynth';
import { TONE_LEAD_S } from './tones';

/** Renders `seconds` of a synth's track in 1/30 s stretches, as a video does, and joins each channel. */
function track(synth: ToneSynth, seconds: number): { left: Float32Array; right: Float32Array } {
  const perFrame = SYNTH_SAMPLE_RATE / 30;
  const frames = Math.round(seconds * 30);
  const left = new Float32Array(frames * perFrame);
  const right = new Float32Array(frames * perFrame);
  for (let f = 0; f < frames; f++) {
    const block = synth.render(perFrame);
    left.set(block.subarray(0, perFrame), f * perFrame);
    right.set(block.subarray(perFrame), f * perFrame);
  }
  return { left, right };
}

const loudest = (samples: Float32Array, from = 0, to = samples.length) =>
  samples.subarray(from, to).reduce((max, v) => Math.max(max, Math.abs(v)), 0);

describe('the tones as samples of a video track', () => {
  it('a track as long as the video holds 48,000 samples a second in each of two channels', () => {
    const synth = new ToneSynth(0.5);
    const { left, right } = track(synth, 2);
    expect(left).toHaveLength(96_000);
    expect(right).toHaveLength(96_000);
    expect(synth.render(1600)).toHaveLength(3200);
  });

  it('a compare at 1 s sounds from 10 ms later for its duration, silent before and after, in both channels alike', () => {
    const synth = new ToneSynth(1);
    synth.tone(1, 440, 1, 90, 0, 'compare');
    const { left, right } = track(synth, 2);
    const start = (1 + TONE_LEAD_S) * SYNTH_SAMPLE_RATE;
    expect(loudest(left, 0, start)).toBe(0);
    // The triangle's peak: the compare voice's 0.3 at full gain and volume, reached after the 5 ms rise.
    expect(loudest(left, start, start + 0.03 * SYNTH_SAMPLE_RATE)).toBeGreaterThan(0.2);
    expect(loudest(left, start, start + 0.03 * SYNTH_SAMPLE_RATE)).toBeLessThanOrEqual(0.3);
    expect(loudest(left, start + 0.12 * SYNTH_SAMPLE_RATE)).toBe(0);
    expect(right).toEqual(left);
  });

  it('the volume scales it, a write is quieter, and a pan to the left leaves the right channel silent', () => {
    const at = (volume: number, kind: 'compare' | 'write', pan = 0) => {
      const synth = new ToneSynth(volume);
      synth.tone(0, 300, 1, 90, pan, kind);
      return track(synth, 0.2);
    };
    expect(loudest(at(0.5, 'compare').left)).toBeCloseTo(loudest(at(1, 'compare').left) / 2, 3);
    expect(loudest(at(1, 'write').left)).toBeLessThan(loudest(at(1, 'compare').left));
    const panned = at(1, 'compare', -1);
    expect(loudest(panned.right)).toBeLessThan(1e-6);
    expect(loudest(panned.left)).toBeGreaterThan(0.2);
    expect(loudest(at(0, 'compare').left)).toBe(0);
  });
});
