import { OP_WIDTH } from '../../../workers/protocol/ops';
import type { OpLog } from './opLog';
import type { PlayerModel } from './playerTypes';

/**
 * Counts visible steps (operations with a cost above 0) over a player's log. Counted on from
 * where it was last read, so a read costs only the operations applied since: the UI store reads
 * it on each emit (about four times a second), a race every frame.
 */
export class StepCount {
  /** Where the steps were last counted: the visible steps before operation `index`. */
  private markAt = { index: 0, steps: 0 };

  constructor(
    private readonly log: OpLog<unknown>,
    private readonly model: PlayerModel<unknown>,
  ) {}

  /** Visible steps before operation `cursor`. */
  at(cursor: number): number {
    const mark = this.markAt;
    if (cursor > mark.index) mark.steps += this.between(mark.index, cursor);
    else if (cursor < mark.index) mark.steps -= this.between(cursor, mark.index);
    mark.index = cursor;
    return mark.steps;
  }

  /** Records a count the caller already knows (an outside clock counted the steps it applied). */
  mark(index: number, steps: number): void {
    this.markAt = { index, steps };
  }

  /**
   * The visible steps among operations from..to-1, of those the log still holds. A chunk at a
   * time: at Fastest this runs over every operation applied, and a locate per operation cost
   * more than the count.
   */
  between(from: number, to: number): number {
    const start = Math.max(from, this.log.base);
    const end = Math.min(to, this.log.available);
    const { model } = this;
    if (!model.cost) return Math.max(0, end - start);
    let sum = 0;
    for (let i = start; i < end; ) {
      const [chunk, offset] = this.log.locate(i);
      const stop = Math.min(end - i, chunk.length / OP_WIDTH - offset);
      for (let k = 0; k < stop; k++) if (model.cost(chunk, offset + k) > 0) sum++;
      i += stop;
    }
    return sum;
  }
}
