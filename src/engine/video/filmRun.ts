import { Player } from '../player/Player';
import type { Pace } from '../player/speed';
import type { FamilyAdapter, FamilyTypes } from '../session/familyAdapter';
import { StoryProjector } from '../session/StoryProjector';
import { errorMessage } from '../worker/errorMessage';
import { type StartedRun, WorkerClient } from '../worker/WorkerClient';
import { creditOfFrame, FRAME_MS, filmPaceOf, holdFrames, VirtualFrames } from './filmPacing';

/**
 * A run of a page's input made again for a video, off the screen: a fresh model from the
 * family's adapter, a fresh worker run of the same input, and a player whose frame clock is
 * moved by the video, 1/30 s a frame, by the same pacing rules as on the page (filmPacing.ts).
 * The page's own session is never touched: its run may go on playing meanwhile.
 */
export class FilmRun<T extends FamilyTypes> {
  readonly model: T['model'];
  /** The pace the video is made at (Fastest is the fastest slider's, filmPacing.ts). */
  readonly pace: Pace;
  private readonly player: Player<unknown>;
  private readonly frames = new VirtualFrames();
  private readonly client: WorkerClient<T['runInput'], T['meta']>;
  private readonly story: StoryProjector<T>;
  private readonly run = new AbortController();
  private readonly values: number[] = [];
  private failure: string | null = null;
  /** Frames made so far, and of them those after the one the run finished on (its last picture held). */
  private made = 0;
  private held = 0;
  /** The delays the run's steps take (RunLength.delays) once the worker has counted them (null: not yet, or uncounted). */
  delays: number | null = null;

  constructor(
    private readonly adapter: FamilyAdapter<T>,
    private readonly input: T['input'],
    pace: Pace,
  ) {
    this.pace = filmPaceOf(pace);
    this.model = adapter.model.create(input, this.values);
    adapter.model.showHighlights?.(this.model, true);
    this.player = new Player(this.model, {
      onFrame: () => {},
      onChange: () => {},
      giveBack: (buffers) => this.client.recycle(buffers),
      onSourceError: (error) => this.fail(error),
      now: this.frames.now,
      requestFrame: this.frames.requestFrame,
      cancelFrame: this.frames.cancelFrame,
    });
    this.player.setPace(this.pace);
    this.client = new WorkerClient(adapter.worker.create, (error) => this.fail(error));
    this.story = new StoryProjector(adapter.story);
  }

  /** Starts the worker run and Play; rejects with the page's error line when the worker refuses it or fails. */
  async start(): Promise<void> {
    let started: StartedRun<T['meta']> | null;
    try {
      started = await this.client.start(this.adapter.worker.runInput(this.input), this.values, this.run.signal);
    } catch (error) {
      throw new Error(this.adapter.worker.errorText(errorMessage(error)));
    }
    if (!started) throw new Error('The video was cancelled');
    this.adapter.model.started?.(this.model, started.meta);
    this.player.setSource(started.source, null);
    void started.length.then((length) => {
      if (length !== null) this.delays = length.delays;
    });
    this.player.play();
  }

  /** Frames made so far; the next one is at `made × 1/30 s`. */
  get frameCount(): number {
    return this.made;
  }

  /** The time of the last frame made, in ms from the video's start. */
  get time(): number {
    return Math.max(0, this.made - 1) * FRAME_MS;
  }

  /** The run has ended and its last picture has been shown for one delay: the video is complete. */
  get done(): boolean {
    return this.player.finished && this.held + 1 >= holdFrames(this.pace);
  }

  /**
   * Moves the run on by one video frame (loading first what the frame will apply, so it never
   * waits for the worker), or holds the finished picture. Rejects when the worker failed.
   */
  async next(): Promise<void> {
    if (this.player.finished) this.held++;
    else {
      await this.player.loadCredit(creditOfFrame(this.pace));
      this.throwIfFailed();
      this.frames.frame(this.made);
    }
    this.throwIfFailed();
    this.made++;
  }

  /** The page's outcome line for the frame made last ('Sorted' once finished; a running line such as the scheduler's averages; or ''). */
  get outcome(): string {
    return this.story.read(this.player, this.model, this.pace, '').outcome;
  }

  dispose(): void {
    this.player.stop();
    this.run.abort();
    this.client.dispose();
  }

  private fail(error: unknown): void {
    this.failure ??= this.adapter.worker.errorText(errorMessage(error));
  }

  private throwIfFailed(): void {
    if (this.failure !== null) throw new Error(this.failure);
  }
}
