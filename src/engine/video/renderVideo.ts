import { loadSoundSettings } from '../sound/soundSettings';
import { SoundTap } from '../sound/soundTap';
import { SYNTH_SAMPLE_RATE, ToneSynth } from '../sound/toneSynth';
import { errorMessage } from '../worker/errorMessage';
import { FRAME_MS, FRAME_RATE, framesOfRun } from './filmPacing';
import { FilmRun } from './filmRun';
import type { FilmSession, FilmStage } from './filmStages';
import { nextFrame, OffscreenStage } from './offscreenStage';
import { saveFile } from './saveFile';
import { canEncodeTones, videoCodecFor, WebmWriter } from './webmWriter';

/** The longest video made: ten minutes (18,000 frames) keeps the file, held in memory until saved, under about 100 MB. */
export const MAX_VIDEO_SECONDS = 600;
const MAX_FRAMES = MAX_VIDEO_SECONDS * FRAME_RATE;
const SAMPLES_PER_FRAME = SYNTH_SAMPLE_RATE / FRAME_RATE;

export const CANNOT_ENCODE_WORDS = 'This browser cannot encode video, so the run cannot be saved as a video here.';
export const CANCELLED_WORDS = 'Video cancelled.';

export interface VideoJob {
  signal: AbortSignal;
  /** How much of the video is made, 0..1; null while the run's length is not known yet. */
  onProgress(fraction: number | null): void;
}

/**
 * Makes a video of the page's input from its first step to its end at the page's speed, and
 * saves it as `fileName`: the run made again off the screen (filmRun.ts) and drawn by the page's
 * renderer off the screen (offscreenStage.ts), one frame per 1/30 s of the run, encoded as it
 * goes; the tones as an audio track when Sound is on. One video frame is made per display frame,
 * so the page stays usable. Resolves with what to tell the visitor; never rejects.
 */
export async function renderVideo(stage: FilmStage, session: FilmSession, fileName: string, job: VideoJob): Promise<string> {
  const { signal } = job;
  if (typeof VideoEncoder === 'undefined') return CANNOT_ENCODE_WORDS;
  const run = new FilmRun(session.adapter, session.input, session.pace);
  let offscreen: OffscreenStage | null = null;
  let writer: WebmWriter | null = null;
  try {
    offscreen = await OffscreenStage.create(stage, run.model);
    const codec = await videoCodecFor(offscreen.width, offscreen.height);
    if (!codec) return CANNOT_ENCODE_WORDS;
    const sound = loadSoundSettings();
    const wantsSound = sound.on && session.adapter.sound !== undefined;
    const withSound = wantsSound && (await canEncodeTones());
    if (signal.aborted) return CANCELLED_WORDS;
    await run.start();
    const canvas = document.createElement('canvas');
    canvas.width = offscreen.width;
    canvas.height = offscreen.height;
    const context = canvas.getContext('2d', { alpha: false });
    if (!context) throw new Error('this browser gave no 2D canvas');
    writer = await WebmWriter.start(canvas, codec, withSound);
    const synth = withSound ? new ToneSynth(sound.volume) : null;
    const probe = synth && session.adapter.sound?.probe({ model: run.model });
    // The tap listens from one frame before the first, as the page's ticks from before Play.
    const tap = synth && probe ? new SoundTap([probe], (...tone) => synth.tone(run.time / 1000, ...tone), -FRAME_MS) : null;
    while (!run.done) {
      if (signal.aborted) return CANCELLED_WORDS;
      const expected = run.delays === null ? null : framesOfRun(run.delays, run.pace);
      if ((expected ?? 0) > MAX_FRAMES || run.frameCount >= MAX_FRAMES) return tooLongWords(expected);
      await run.next();
      tap?.tick(run.time);
      await offscreen.drawFrame(context, run.outcome);
      await writer.addFrame(run.frameCount - 1);
      if (synth) await writer.addAudio(synth.render(SAMPLES_PER_FRAME), run.frameCount - 1);
      job.onProgress(expected === null ? null : Math.min(1, run.frameCount / expected));
      await nextFrame();
    }
    const blob = await writer.finish();
    writer = null;
    // Cancelled while the file was being finished: the visitor was told so, so nothing is saved.
    if (signal.aborted) return CANCELLED_WORDS;
    saveFile(blob, fileName);
    return wantsSound && !withSound ? `Video saved as ${fileName}, without sound: this browser cannot encode audio.` : `Video saved as ${fileName}.`;
  } catch (error) {
    return signal.aborted ? CANCELLED_WORDS : `The video could not be made: ${errorMessage(error)}`;
  } finally {
    // A video not finished (cancelled, too long, failed) is let go, with its encoders.
    await writer?.cancel().catch(() => {});
    run.dispose();
    offscreen?.dispose();
  }
}

function tooLongWords(frames: number | null): string {
  const minutes = frames === null ? MAX_VIDEO_SECONDS / 60 : Math.ceil(frames / FRAME_RATE / 60);
  return `A video lasts at most ${MAX_VIDEO_SECONDS / 60} minutes, and this run at this speed takes ${frames === null ? 'longer' : `about ${minutes} minutes`}. Choose a faster speed, Fastest, or a smaller input.`;
}
