import {
  AudioSample,
  AudioSampleSource,
  BufferTarget,
  CanvasSource,
  canEncodeAudio,
  canEncodeVideo,
  Output,
  Quality,
  WebMOutputFormat,
} from 'mediabunny';
import { SYNTH_CHANNELS, SYNTH_SAMPLE_RATE } from '../sound/toneSynth';
import { FRAME_RATE } from './filmPacing';

/**
 * A WebM file made in the page: the browser's own encoders (WebCodecs: VP9 or VP8 video, Opus
 * audio), muxed by Mediabunny. Frames come from one canvas at exact timestamps, 1/30 s apart,
 * whatever time each took to draw.
 */
export type VideoCodecName = 'vp9' | 'vp8';

/** The first of VP9 and VP8 this browser encodes at this size; null where it encodes neither (or has no VideoEncoder). */
export async function videoCodecFor(width: number, height: number): Promise<VideoCodecName | null> {
  if (typeof VideoEncoder === 'undefined') return null;
  for (const codec of ['vp9', 'vp8'] as const) {
    if (await canEncodeVideo(codec, { width, height, frameRate: FRAME_RATE }).catch(() => false)) return codec;
  }
  return null;
}

/** Whether the tones can become an Opus track here. */
export async function canEncodeTones(): Promise<boolean> {
  if (typeof AudioEncoder === 'undefined') return false;
  return canEncodeAudio('opus', { numberOfChannels: SYNTH_CHANNELS, sampleRate: SYNTH_SAMPLE_RATE }).catch(() => false);
}

export class WebmWriter {
  private constructor(
    private readonly output: Output<WebMOutputFormat, BufferTarget>,
    private readonly video: CanvasSource,
    private readonly audio: AudioSampleSource | null,
  ) {}

  static async start(canvas: HTMLCanvasElement, codec: VideoCodecName, withAudio: boolean): Promise<WebmWriter> {
    const output = new Output({ format: new WebMOutputFormat(), target: new BufferTarget() });
    const video = new CanvasSource(canvas, { codec, quality: new Quality('medium') });
    output.addVideoTrack(video, { frameRate: FRAME_RATE });
    const audio = withAudio ? new AudioSampleSource({ codec: 'opus', quality: new Quality('medium') }) : null;
    if (audio) output.addAudioTrack(audio);
    await output.start();
    return new WebmWriter(output, video, audio);
  }

  /** The canvas as it is now, as frame `index`. */
  addFrame(index: number): Promise<void> {
    return this.video.add(index / FRAME_RATE, 1 / FRAME_RATE);
  }

  /** Planar stereo samples (toneSynth.ts) starting at frame `index`. */
  async addAudio(samples: Float32Array, index: number): Promise<void> {
    if (!this.audio) return;
    const sample = new AudioSample({
      data: samples,
      format: 'f32-planar',
      numberOfChannels: SYNTH_CHANNELS,
      sampleRate: SYNTH_SAMPLE_RATE,
      timestamp: index / FRAME_RATE,
    });
    try {
      await this.audio.add(sample);
    } finally {
      sample.close();
    }
  }

  async finish(): Promise<Blob> {
    this.video.close();
    this.audio?.close();
    await this.output.finalize();
    const buffer = this.output.target.buffer;
    if (!buffer) throw new Error('the encoder gave no file');
    return new Blob([buffer], { type: 'video/webm' });
  }

  async cancel(): Promise<void> {
    if (this.output.state === 'started') await this.output.cancel();
  }
}
