import type { Player } from '../player/Player';
import type { RaceLane } from './RaceClock';

/** A session's current player as a lane of the race clock. */
export function laneOf(session: { readonly player: Player<unknown> }): RaceLane {
  // Operations applied this frame: the player's frame report counts operations, not steps.
  let applied = 0;
  return {
    get steps() {
      return session.player.steps;
    },
    ready: (limit) => session.player.stepsReady(limit),
    get done() {
      return session.player.finished || session.player.exhausted;
    },
    get finished() {
      return session.player.finished;
    },
    advance: (steps) => {
      const from = session.player.cursor;
      session.player.advanceSteps(steps);
      applied += session.player.cursor - from;
    },
    endFrame: () => {
      session.player.endFrame(applied);
      applied = 0;
    },
    clearHighlight: () => session.player.clearHighlight(),
  };
}
