import { describe, expect, it } from 'vitest';
import { OP_WIDTH } from '../../../workers/protocol/ops';
import { drive } from './playerDrive.testSupport';
import type { PlayerModel } from './playerTypes';

/** Operations whose first operand says what they are: 1 changes the picture, 0 is a free marker. */
function stream(kinds: number[]) {
  const applied: number[] = [];
  const model: PlayerModel<number> = {
    apply: (ops, i) => applied.push(ops[i * OP_WIDTH]),
    cost: (ops, i) => ops[i * OP_WIDTH],
    clearHighlight: () => {},
    snapshot: () => applied.length,
    restore: (n) => {
      applied.length = n;
    },
  };
  const ops = new Int32Array(kinds.length * OP_WIDTH);
  kinds.forEach((kind, i) => {
    ops[i * OP_WIDTH] = kind;
  });
  let sent = false;
  const driven = drive(model, () => {
    const chunk = { ops: sent ? new Int32Array(0) : ops, done: sent };
    sent = true;
    return chunk;
  });
  return { ...driven, applied };
}

describe('Player stepping', () => {
  it('takes the markers that end the run with the last visible step, so it ends on that click', async () => {
    const { player, applied } = stream([1, 0, 1, 0, 0]);
    await player.stepForward();
    expect(applied).toHaveLength(1);
    await player.stepForward();
    expect(applied).toHaveLength(5);
    expect(player.finished).toBe(true);
  });

  it('leaves markers before a later visible step for that step', async () => {
    const { player, applied } = stream([1, 0, 0, 1]);
    await player.stepForward();
    expect(applied).toHaveLength(1);
    await player.stepForward();
    expect(applied).toHaveLength(4);
  });

  it('steps back from the end to just after the visible step before the last, its markers still to come', async () => {
    const { player, applied } = stream([1, 0, 1, 0]);
    await player.stepForward();
    await player.stepForward();
    expect(player.finished).toBe(true);
    await player.stepBack();
    expect(applied).toHaveLength(1);
    expect(player.finished).toBe(false);
  });
});
