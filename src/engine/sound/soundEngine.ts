import { TONE_ATTACK_S, TONE_FLOOR, TONE_LEAD_S, TONE_TAIL_S, type ToneKind, toneVoices } from './tones';

/**
 * The site's one audio output (Web Audio). No AudioContext exists until `start` is called, and
 * it is called only from a visitor's gesture: the Sound toggle's click, or (when the visitor
 * turned sound on during an earlier visit) their first click or key press on the page.
 */
declare global {
  interface Window {
    webkitAudioContext?: typeof AudioContext;
  }
}

class SoundEngine {
  private context: AudioContext | null = null;
  private master: GainNode | null = null;
  private volume = 0.5;

  get started(): boolean {
    return this.context !== null && this.context.state !== 'closed';
  }

  /** Creates (or resumes) the audio output. Call it inside a click or key handler only. */
  start(volume: number): boolean {
    this.volume = volume;
    if (!this.context) {
      const Context = window.AudioContext ?? window.webkitAudioContext;
      if (!Context) return false;
      this.context = new Context();
      this.master = this.context.createGain();
      this.master.connect(this.context.destination);
    }
    this.setVolume(volume);
    void this.context.resume();
    return true;
  }

  /** Silence without giving the output up (sound turned off). */
  stop(): void {
    if (this.context?.state === 'running') void this.context.suspend();
  }

  setVolume(volume: number): void {
    this.volume = volume;
    if (this.master && this.context) this.master.gain.setValueAtTime(volume, this.context.currentTime);
  }

  /** One short tone, a few milliseconds from now; nothing before `start`. */
  tone(frequency: number, gain: number, durationMs: number, pan: number, kind: ToneKind): void {
    const context = this.context;
    if (!context || !this.master || context.state !== 'running' || this.volume <= 0) return;
    const at = context.currentTime + TONE_LEAD_S;
    const end = at + durationMs / 1000;
    const oscillator = context.createOscillator();
    const voice = toneVoices[kind];
    oscillator.type = voice.wave;
    oscillator.frequency.setValueAtTime(frequency, at);
    const envelope = context.createGain();
    const peak = gain * voice.peak;
    envelope.gain.setValueAtTime(0, at);
    envelope.gain.linearRampToValueAtTime(peak, at + TONE_ATTACK_S);
    envelope.gain.exponentialRampToValueAtTime(TONE_FLOOR, end);
    let node: AudioNode = oscillator.connect(envelope);
    if (pan !== 0 && context.createStereoPanner) {
      const panner = context.createStereoPanner();
      panner.pan.setValueAtTime(pan, at);
      node = node.connect(panner);
    }
    node.connect(this.master);
    oscillator.start(at);
    oscillator.stop(end + TONE_TAIL_S);
  }
}

export const soundEngine = new SoundEngine();
