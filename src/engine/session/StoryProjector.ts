import type { Player } from '../player/Player';
import type { Pace } from '../player/speed';
import type { FamilyTypes, Phase, StoryPart } from './familyAdapter';
import type { RunUi } from './uiSlices';

/** While a run plays fast, narration changes at most this often, so the polite live region stays listenable. */
export const NARRATION_MS = 1500;

/**
 * Tells a run's story for React: the stage's status and outcome line from the family's story
 * and the phase (before, running, finished), and the narration, throttled while a run plays
 * fast. Read a few times a second by the UI store, never per frame.
 */
export class StoryProjector<T extends FamilyTypes> {
  private narration = '';
  private narratedAt = 0;

  constructor(private readonly story: StoryPart<T>) {}

  /** A new input or run: nothing said yet. */
  reset(): void {
    this.narration = '';
  }

  read(player: Player<unknown>, model: T['model'], pace: Pace, error: string, now = Date.now()): RunUi<T['extras']> {
    const { story } = this;
    const phase: Phase = player.finished ? 'finished' : player.cursor === 0 && player.status === 'idle' ? 'before' : 'running';
    const ending = phase === 'finished' ? story.ending(model) : null;
    // A result reached by hand before any run (a game won by the visitor) ends the page's story
    // as a finished run does; a line shown while running (the scheduler's averages so far) does not.
    const early = phase === 'finished' ? '' : (story.progress?.(model, phase) ?? '');
    const outcome = ending ? ending.outcome : early;
    const finishedBeforeRun = phase === 'before' && early !== '';
    this.tell(story.narrate(model), player.status === 'running', pace, now);
    // Never the outcome line again: it is a live region of its own, so a copy here was heard
    // twice and put the spec's result words ('Sorted', 'AI Won') twice on the page.
    if (ending) this.narration = ending.narration;
    // Stepped or scrubbed into a run without playing it: the run stands paused there (as a
    // race's stage says), not 'idle', which the stage's data-status keeps for a run not begun.
    const held = player.status === 'idle' && player.cursor > 0 ? 'paused' : player.status;
    return {
      status: ending || finishedBeforeRun ? 'finished' : held,
      playerStatus: player.status,
      midRun: held === 'paused' && player.cursor > 0 && !player.finished,
      cursor: player.cursor,
      total: player.total,
      steps: player.steps,
      totalSteps: player.totalSteps,
      historyStart: player.historyStart,
      narration: this.narration,
      outcome,
      error,
      code: story.code(model),
      extras: story.extras(model),
    };
  }

  /**
   * At a listenable pace every step is told (the scheduler's lane moves come every quarter of a
   * 2.5 s delay, and skipping them hid 'used its quantum' for good); faster, the line keeps each
   * sentence for NARRATION_MS and then tells the latest. Stepped, scrubbed or paused, the line
   * tells the step on the stage at once: a sentence held back by the pace is not owed later, and
   * stepping back from the end must not keep 'Done: …'.
   */
  private tell(said: string, playing: boolean, pace: Pace, now: number): void {
    const everyStep = !pace.fastest && pace.delay >= NARRATION_MS;
    if (!playing || (said && said !== this.narration && (everyStep || now - this.narratedAt >= NARRATION_MS))) {
      this.narration = said;
      this.narratedAt = now;
    }
  }
}
