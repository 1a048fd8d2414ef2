/**
 * How operations become tones: pitch rises with the value of the bar involved, and when
 * operations come faster than an ear can follow (Fastest, stress rates) only some of them sound,
 * shorter and softer, so the output stays a texture rather than noise.
 */

/** The lowest bar's pitch, and the span up to the tallest bar's. */
export const LOW_HZ = 200;
export const OCTAVES = 3;

/** Below this many operations a second, every compare and write gets its own tone. */
export const EVERY_OP_UP_TO = 30;
/** The most tones a second at fast speeds, and at Fastest or stress rates. */
export const FAST_TONES_PER_SECOND = 30;
export const STRESS_TONES_PER_SECOND = 15;
/** Operations a second from which a run counts as Fastest / stress (the fastest slider gives about 1000). */
export const STRESS_FROM = 2000;

/** A value 0..maxValue as a pitch: LOW_HZ for 0, OCTAVES octaves higher for maxValue (exponential, as the ear hears). */
export function frequencyOf(value: number, maxValue: number): number {
  const fraction = maxValue > 0 ? Math.min(1, Math.max(0, value / maxValue)) : 0;
  return LOW_HZ * 2 ** (OCTAVES * fraction);
}

export interface ToneShape {
  /** Most tones a second; Infinity: one per operation. */
  perSecond: number;
  /** Loudness before the volume slider, 0..1. */
  gain: number;
  durationMs: number;
}

/** What tones a rate of operations gets. */
export function toneShape(opsPerSecond: number): ToneShape {
  if (opsPerSecond <= EVERY_OP_UP_TO) return { perSecond: Number.POSITIVE_INFINITY, gain: 1, durationMs: 90 };
  if (opsPerSecond < STRESS_FROM) return { perSecond: FAST_TONES_PER_SECOND, gain: 0.6, durationMs: 45 };
  return { perSecond: STRESS_TONES_PER_SECOND, gain: 0.4, durationMs: 40 };
}

/** Lets a tone through only when the rate's spacing allows it (the thinning). */
export class ToneGate {
  private last = Number.NEGATIVE_INFINITY;

  /** Whether a tone may start at `now` (ms) while operations run at `opsPerSecond`. */
  allow(now: number, opsPerSecond: number): boolean {
    const { perSecond } = toneShape(opsPerSecond);
    if (now - this.last < 1000 / perSecond) return false;
    this.last = now;
    return true;
  }
}

/** A compare or a write: each has a voice of its own. */
export type ToneKind = 'compare' | 'write';

/**
 * How one tone sounds, played by the page (soundEngine.ts) and synthesised for a video's audio
 * track (toneSynth.ts): compares are soft (triangle), writes a little brighter (square,
 * quieter), so the ear tells them apart.
 */
export const toneVoices: Readonly<Record<ToneKind, { wave: 'triangle' | 'square'; peak: number }>> = {
  compare: { wave: 'triangle', peak: 0.3 },
  write: { wave: 'square', peak: 0.12 },
};
/** A tone rises to its peak in this long (a linear ramp), then falls exponentially to TONE_FLOOR of it at its end. */
export const TONE_ATTACK_S = 0.005;
export const TONE_FLOOR = 0.0001;
/** The oscillator stops this long after the fall, when it is silent. */
export const TONE_TAIL_S = 0.02;
/** A tone starts this long after it is asked for (the audio clock's scheduling margin). */
export const TONE_LEAD_S = 0.01;
