import { describe, expect, it } from 'vitest';
import type { Chunk } from '../../../workers/protocol/chunk';
import { OP_WIDTH } from '../../../workers/protocol/ops';
import { OperationCap } from './operationCap';
import { drive } from './playerDrive.testSupport';
import type { PlayerModel } from './playerTypes';

/** Operations whose first operand says what they are: 1 changes the picture, 0 is a free marker. */
function stream(kinds: number[]) {
  const applied: number[] = [];
  const model: PlayerModel<number> = {
    apply: (ops, i) => applied.push(ops[i * OP_WIDTH]!),
    cost: (ops, i) => ops[i * OP_WIDTH]!,
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
  it('takes the markers after a visible step with it, as play does, so the last step ends the run', async () => {
    const { player, applied } = stream([1, 0, 1, 0, 0]);
    await player.stepForward();
    expect(applied).toHaveLength(2);
    await player.stepForward();
    expect(applied).toHaveLength(5);
    expect(player.finished).toBe(true);
  });

  it('takes leading markers with the first step and stops before the next visible one', async () => {
    const { player, applied } = stream([0, 1, 0, 1]);
    await player.stepForward();
    expect(applied).toHaveLength(3);
    await player.stepForward();
    expect(applied).toHaveLength(4);
  });

  it('steps back to just before the last visible step, and from the first step to the start', async () => {
    const { player, applied } = stream([0, 1, 0, 1, 0]);
    await player.stepForward();
    await player.stepForward();
    expect(player.finished).toBe(true);
    await player.stepBack();
    expect(applied).toHaveLength(3);
    expect(player.finished).toBe(false);
    await player.stepBack();
    expect(applied).toHaveLength(0);
  });
});

describe('Player requests', () => {
  it('a step taken while the prefetch waits shares its request, so a source that answers each request once is never asked past its end', async () => {
    const applied: number[] = [];
    const model: PlayerModel<number> = {
      apply: (ops, i) => applied.push(ops[i * OP_WIDTH]!),
      clearHighlight: () => {},
      snapshot: () => applied.length,
      restore: (n) => {
        applied.length = n;
      },
    };
    // As a worker does for a run that has ended: a request it gets no chunk for is never answered.
    const answers: ((chunk: Chunk) => void)[] = [];
    const { player, flush } = drive(model, () => new Promise<Chunk>((resolve) => answers.push(resolve)));
    const step = player.stepForward();
    await flush();
    expect(answers).toHaveLength(1);
    answers[0]!({ ops: new Int32Array(2 * OP_WIDTH).fill(1), done: true });
    await step;
    expect(applied).toHaveLength(1);
    await player.stepForward();
    expect(player.finished).toBe(true);
    expect(answers).toHaveLength(1);
  });
});

describe('Player play', () => {
  it('shows the first step in the first frame after Play, with its markers, then one step per delay', async () => {
    const { player, applied, tick } = stream([0, 1, 0, 1, 1]);
    player.setPace({ delay: 1000, fastest: false });
    player.play();
    await tick(16);
    // The leading marker, the first step and the marker after it: no whole delay of nothing first.
    expect(applied).toHaveLength(3);
    for (let i = 0; i < 40; i++) await tick(16); // 640 ms: the next step is not due
    expect(applied).toHaveLength(3);
    for (let i = 0; i < 30; i++) await tick(16); // past 1000 ms
    expect(applied).toHaveLength(4);
  });

  it('shows the next step at once when a paused run is played again', async () => {
    const { player, applied, tick } = stream([1, 1, 1, 1]);
    player.setPace({ delay: 1000, fastest: false });
    await player.stepForward();
    player.play();
    await tick(16);
    expect(applied).toHaveLength(2);
  });
});

describe('Player steps', () => {
  it('counts visible steps applied, forward, back and by scrubbing, and takes the counted total', async () => {
    const { player } = stream([0, 1, 0, 1, 1, 0]);
    player.setTotal(6, 3);
    expect([player.steps, player.totalSteps]).toEqual([0, 3]);
    await player.stepForward();
    expect(player.steps).toBe(1);
    await player.stepForward();
    expect(player.steps).toBe(2);
    await player.stepBack();
    expect(player.steps).toBe(1);
    await player.seek(6);
    expect(player.steps).toBe(3);
    await player.seek(0);
    expect(player.steps).toBe(0);
  });

  it('an uncounted run that ends counts its steps from the stream it received', async () => {
    const { player } = stream([1, 0, 1]);
    await player.seek(3);
    await player.stepForward();
    expect([player.total, player.totalSteps]).toEqual([3, 2]);
  });
});

describe('Player at Fastest', () => {
  const FASTEST = { delay: 1, fastest: true };

  it('applies everything it has in a frame when its stage draws by pixels (no operation cap)', async () => {
    const { player, applied, tick } = stream(new Array(1000).fill(1));
    player.setPace(FASTEST);
    player.play();
    await tick(16);
    expect(applied).toHaveLength(1000);
  });

  it('on a stage that draws per change, applies at most the cap a frame, and fewer after a long frame', async () => {
    const { player, applied, tick } = stream(new Array(1000).fill(1));
    const cap = new OperationCap();
    cap.update(33.3, 200); // an earlier run of the page found 100 a frame
    player.capOperations(cap);
    player.setPace(FASTEST);
    player.play();
    await tick(16);
    expect(applied).toHaveLength(100);
    await tick(40); // that frame ran long: half as many next
    expect(applied).toHaveLength(150);
    await tick(16); // on time: a few more
    expect(applied.length - 150).toBeGreaterThan(50);
    expect(applied.length - 150).toBeLessThan(60);
  });
});
