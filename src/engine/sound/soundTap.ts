import { frequencyOf, ToneGate, type ToneKind, toneShape } from './tones';

/** What a page's model says about sound: how many compares and writes so far, and the last one. */
export interface SoundReading {
  /** Compares and writes applied so far (a smaller number means a new run). */
  events: number;
  /** The value of the bar the last one touched. */
  value: number;
  maxValue: number;
  kind: ToneKind;
}

export interface SoundProbe {
  read(): SoundReading;
  /** −1 left … 1 right (a race puts its sides apart). */
  pan: number;
}

export type PlayTone = (frequency: number, gain: number, durationMs: number, pan: number, kind: ToneKind) => void;

/** How often the tap looks at the models: a timer of its own, never the animation frame. */
export const TAP_MS = 25;

/**
 * Listens to models from a timer task, not from the renderer's frame: each tick it reads how
 * many compares and writes happened since the last one and lets the gate decide whether a tone
 * sounds. At slow speeds that is a tone per operation; at high rates a thinned texture.
 */
export class SoundTap {
  private readonly state: { last: number; rate: number; gate: ToneGate }[];
  private lastTick: number;

  constructor(
    private readonly probes: readonly SoundProbe[],
    private readonly play: PlayTone,
    now: number,
  ) {
    this.lastTick = now;
    this.state = probes.map((probe) => ({ last: probe.read().events, rate: 0, gate: new ToneGate() }));
  }

  tick(now: number): void {
    const elapsed = Math.max(1, now - this.lastTick);
    this.lastTick = now;
    this.probes.forEach((probe, i) => {
      const s = this.state[i]!;
      const reading = probe.read();
      const delta = reading.events - s.last;
      s.last = reading.events;
      // A new run started (events went back): nothing sounded for it yet.
      if (delta <= 0) {
        s.rate *= 0.5;
        return;
      }
      s.rate = 0.6 * s.rate + 0.4 * ((delta * 1000) / elapsed);
      if (!s.gate.allow(now, s.rate)) return;
      const shape = toneShape(s.rate);
      this.play(frequencyOf(reading.value, reading.maxValue), shape.gain, shape.durationMs, probe.pan, reading.kind);
    });
  }
}
