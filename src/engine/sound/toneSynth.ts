import { TONE_ATTACK_S, TONE_FLOOR, TONE_LEAD_S, TONE_TAIL_S, type ToneKind, toneVoices } from './tones';

/** The audio track's format: Opus's own rate, stereo (a race's sides are panned apart on the page). */
export const SYNTH_SAMPLE_RATE = 48_000;
export const SYNTH_CHANNELS = 2;

interface Voice {
  /** Samples (from the track's start) where the tone starts, where its fall ends, and where it stops. */
  start: number;
  end: number;
  stop: number;
  frequency: number;
  peak: number;
  wave: 'triangle' | 'square';
  left: number;
  right: number;
}

/**
 * The page's tones as samples, for a video's audio track: the same voices, envelope and panning
 * as the page plays them with Web Audio (soundEngine.ts, tones.ts), computed sample by sample on
 * the video's clock instead of the sound card's. `tone` schedules one; `render` hands out the
 * next stretch of the track.
 */
export class ToneSynth {
  private voices: Voice[] = [];
  /** Samples per channel handed out so far. */
  private rendered = 0;

  constructor(
    /** The Volume slider's setting, 0..1 (the page's master gain). */
    private readonly volume: number,
    readonly sampleRate = SYNTH_SAMPLE_RATE,
  ) {}

  /** A tone asked for at `seconds` into the track; it starts a moment later, as on the page. */
  tone(seconds: number, frequency: number, gain: number, durationMs: number, pan: number, kind: ToneKind): void {
    if (this.volume <= 0) return;
    const start = Math.round((seconds + TONE_LEAD_S) * this.sampleRate);
    const end = start + Math.round((durationMs / 1000) * this.sampleRate);
    const voice = toneVoices[kind];
    const [left, right] = channelGains(pan);
    this.voices.push({
      start,
      end,
      stop: end + Math.round(TONE_TAIL_S * this.sampleRate),
      frequency,
      peak: gain * voice.peak,
      wave: voice.wave,
      left,
      right,
    });
  }

  /** The next `count` samples of each channel, planar (all of the left channel, then the right), within −1..1. */
  render(count: number): Float32Array {
    const out = new Float32Array(count * SYNTH_CHANNELS);
    const from = this.rendered;
    const to = from + count;
    const attack = TONE_ATTACK_S * this.sampleRate;
    for (const voice of this.voices) {
      const first = Math.max(voice.start, from);
      const last = Math.min(voice.stop, to);
      const fall = Math.max(1, voice.end - voice.start - attack);
      for (let n = first; n < last; n++) {
        const since = n - voice.start;
        const level =
          since < attack
            ? (voice.peak * since) / attack
            : n < voice.end
              ? voice.peak * (TONE_FLOOR / voice.peak) ** ((since - attack) / fall)
              : TONE_FLOOR;
        const value = level * this.volume * waveAt(voice.wave, (since * voice.frequency) / this.sampleRate);
        out[n - from]! += value * voice.left;
        out[count + n - from]! += value * voice.right;
      }
    }
    for (let i = 0; i < out.length; i++) out[i] = Math.max(-1, Math.min(1, out[i]!));
    this.rendered = to;
    this.voices = this.voices.filter((voice) => voice.stop > to);
    return out;
  }
}

/** One oscillator's value at `cycles` periods from its start. */
function waveAt(wave: 'triangle' | 'square', cycles: number): number {
  const phase = cycles - Math.floor(cycles);
  if (wave === 'square') return phase < 0.5 ? 1 : -1;
  return phase < 0.25 ? 4 * phase : phase < 0.75 ? 2 - 4 * phase : 4 * phase - 4;
}

/**
 * Left and right gains for a pan: the page plays an unpanned tone into both channels whole
 * (a mono source up-mixed), and a panned one through a StereoPannerNode (equal power).
 */
function channelGains(pan: number): [number, number] {
  if (pan === 0) return [1, 1];
  const x = ((Math.max(-1, Math.min(1, pan)) + 1) / 2) * (Math.PI / 2);
  return [Math.cos(x), Math.sin(x)];
}
