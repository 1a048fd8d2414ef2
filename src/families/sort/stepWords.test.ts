// What a step shows and says, on real sort streams stepped by hand: the words, the phase label
// and the sound follow the step's visible operation, not the markers the player applies with it.
import { describe, expect, it } from 'vitest';
import { CHUNK_OPS } from '../../../workers/protocol/chunk';
import { ChunkedRun } from '../../../workers/protocol/workerHost';
import { sortRunner } from '../../../workers/sort/sortRunner';
import { type SortAlgorithm, sortAlgorithms } from '../../../workers/sort/sortTypes';
import { drive } from '../../engine/player/playerDrive.testSupport';
import { BarState } from '../../render/bars/barState';
import { BarModel } from './barModel';
import { narrate, phaseLabel } from './narration';
import { sortAdapter } from './sortAdapter';
import { sortSoundProbe } from './sortSound';
import type { SortState } from './sortState';

function setup(algorithm: SortAlgorithm, values: number[], seed = 1) {
  const model = new BarModel(algorithm, values);
  const run = new ChunkedRun((table) => sortRunner.operations({ algorithm, values, seed }, table));
  return drive<SortState, BarModel>(model, () => run.next());
}

/** Steps forward by hand as the Step forward button does, recording what each step says. */
async function stepThrough(algorithm: SortAlgorithm, values: number[], limit = 200, seed = 1) {
  const driven = setup(algorithm, values, seed);
  const { player, model } = driven;
  const steps: { said: string; phase: string; cursor: number }[] = [];
  while (!player.finished && steps.length < limit) {
    await player.stepForward();
    steps.push({ said: narrate(model), phase: phaseLabel(model), cursor: player.cursor });
  }
  return { ...driven, steps };
}

describe('every step is told: the words name the step on the stage', () => {
  it.each(sortAlgorithms)('%s: no step leaves the narration empty', async (algorithm) => {
    const { steps } = await stepThrough(algorithm, [4, 1, 3, 9, 2, 7, 5], 150, 3);
    expect(steps.length).toBeGreaterThan(5);
    expect(steps.filter((s) => s.said === '').map((_, i) => i + 1)).toEqual([]);
  });

  it("bubble sort's last compare of a pass (Wikipedia's 5 1 4 2 8, click 7) is told, and sounds as a compare", async () => {
    const { player, model } = setup('bubblesort', [5, 1, 4, 2, 8]);
    for (let i = 0; i < 7; i++) await player.stepForward();
    expect(model.comparisons).toBe(4);
    expect(narrate(model)).toBe('comparing 5 and 8');
    expect(sortSoundProbe({ model }).read().kind).toBe('compare');
    // The compared bars stay highlighted: the 'sorted' marker after the compare does not end the step's highlight.
    expect(model.states[3]).toBe(BarState.Compare);
    expect(model.states[4]).toBe(BarState.Compare);
  });

  it('bogosort tells the compare that fails, with the shuffle it starts', async () => {
    const { steps } = await stepThrough('bogosort', [3, 1, 2, 5, 4], 5);
    expect(steps[0]!.said).toBe('comparing 3 and 1: out of order, shuffling again, round 1');
    expect(steps[1]!.said).toMatch(/^swapping \d+ and \d+$/);
  });

  it('quick sort names its pivot as it is chosen, followed and left in place (CLRS Fig. 7.1)', async () => {
    const { steps } = await stepThrough('quicksort(pivotlast)', [2, 8, 7, 1, 3, 5, 6, 4]);
    expect(steps[0]!.said).toBe('choosing 4 at index 7 as the pivot');
    expect(steps.slice(10, 13).map((s) => s.said)).toEqual([
      'swapping 8 and 4',
      'marking the pivot 4 at its new index 3',
      'leaving the pivot 4 at index 3, its final place',
    ]);
    // A pivot already in its place (3 is the largest of 2 1 3) is left there without a move.
    expect(steps[13]!.said).toBe('choosing 3 at index 2 as the pivot');
    expect(steps[16]!.said).toBe('leaving the pivot 3 at index 2, its final place');
  });

  it('the pivot keeps its colour while it is compared; the other bar takes the compare colour', async () => {
    const { player, model } = setup('quicksort(pivotlast)', [2, 8, 7, 1, 3, 5, 6, 4]);
    await player.stepForward();
    await player.stepForward();
    expect(narrate(model)).toBe('comparing 2 and 4');
    expect(model.states[0]).toBe(BarState.Compare);
    expect(model.states[7]).toBe(BarState.Pivot);
  });

  it('a bucket in use takes the colour of its bar: a write as an item moves in (radix), a compare as a value is counted', async () => {
    const radix = setup('radixsort', [329, 457, 657]);
    await radix.player.stepForward();
    expect([radix.model.states[0], radix.model.bucketStates[9]]).toEqual([BarState.Write, BarState.Write]);
    const counting = setup('countingsort', [2, 5, 3]);
    await counting.player.stepForward();
    expect([counting.model.states[0], counting.model.bucketStates[2]]).toEqual([BarState.Compare, BarState.Compare]);
  });

  it('a seek that lands on a keyframe tells the step shown there, not the one before the seek', async () => {
    const { player, model } = setup(
      'heapsort',
      Array.from({ length: 400 }, (_, i) => 400 - i),
    );
    await player.seek(CHUNK_OPS);
    const there = narrate(model);
    expect(there).not.toBe('');
    await player.seek(2 * CHUNK_OPS + 5);
    expect(narrate(model)).not.toBe(there);
    await player.seek(CHUNK_OPS);
    expect(player.cursor).toBe(CHUNK_OPS);
    expect(narrate(model)).toBe(there);
  });

  it('a finished run ends the narration with what it cost, beside the outcome line', async () => {
    const { player, model } = setup('bubblesort', [5, 1, 4, 2, 8]);
    while (!player.finished) await player.stepForward();
    expect(sortAdapter.story.ending(model).outcome).toBe('Sorted');
    expect(sortAdapter.story.ending(model).narration).toBe('Done: 5 values sorted with 10 comparisons and 8 writes');
  });
});

describe('the phase label names the phase of the step shown', () => {
  it('counting sort (CLRS 8.2): the last count is still the counting phase; rebuilding starts with its first write', async () => {
    const { steps } = await stepThrough('countingsort', [2, 5, 3, 0, 2, 3, 0, 3]);
    expect(steps.map((s) => s.phase)).toEqual([...Array(8).fill('Counting phase'), ...Array(7).fill('Rebuilding phase'), '']);
    expect(steps[7]!.said).toBe('counting 3');
    expect(steps[8]!.said).toBe('taking 0 out of bucket 0');
  });

  it('radix sort (CLRS 8.3): each pass is labelled with its own steps, stepping forward and back, and after a seek', async () => {
    const { steps, player, model } = await stepThrough('radixsort', [329, 457, 657, 839, 436, 720, 355]);
    const expected = [1, 2, 3].flatMap((digit) => [
      ...Array(7).fill(`Distributing into digit buckets (digit ${digit})`),
      ...Array(digit === 3 ? 6 : 7).fill(`Collecting from the buckets (digit ${digit})`),
    ]);
    expect(steps.map((s) => s.phase)).toEqual([...expected, '']);
    expect(steps[6]!.said).toBe('moving 355 into bucket 5');
    expect(steps[13]!.said).toBe('taking 839 out of bucket 9');
    // Step back through the whole run: each position says what stepping forward to it said.
    for (let i = steps.length - 2; i >= 0; i--) {
      await player.stepBack();
      expect({ cursor: player.cursor, said: narrate(model), phase: phaseLabel(model) }, `step ${i + 1}`).toEqual(steps[i]);
    }
    for (const step of [steps[13]!, steps[6]!, steps[20]!]) {
      await player.seek(step.cursor);
      expect({ cursor: player.cursor, said: narrate(model), phase: phaseLabel(model) }).toEqual(step);
    }
  });
});
