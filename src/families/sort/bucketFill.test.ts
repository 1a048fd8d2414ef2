import { describe, expect, it } from 'vitest';
import { opCount } from '../../../workers/protocol/chunk';
import { seededRandom } from '../../../workers/protocol/random';
import { ChunkedRun } from '../../../workers/protocol/workerHost';
import { maxBucketFill } from '../../../workers/sort/bucketFill';
import { sortRunner } from '../../../workers/sort/sortRunner';
import { BarModel } from './barModel';

/** The fullest any bucket gets while a run is replayed on the page's model. */
function fullestSeen(algorithm: 'countingsort' | 'radixsort', values: number[]): number {
  const model = new BarModel(algorithm, values);
  const run = new ChunkedRun((table) => sortRunner.operations({ algorithm, values, seed: 0 }, table));
  let fullest = 0;
  for (let chunk = run.next(); ; chunk = run.next()) {
    for (let i = 0; i < opCount(chunk.ops); i++) {
      model.apply(chunk.ops, i);
      fullest = Math.max(fullest, ...model.buckets);
    }
    if (chunk.done) return fullest;
  }
}

describe('maxBucketFill, the page scale of the bucket bars', () => {
  it('is the fullest bucket of the run itself, for counting and radix sort', () => {
    const random = seededRandom(5);
    for (const n of [5, 37, 300]) {
      const values = Array.from({ length: n }, () => Math.floor(random() * 1000));
      expect(maxBucketFill('radixsort', values)).toBe(fullestSeen('radixsort', values));
      const small = values.map((v) => v % 50);
      expect(maxBucketFill('countingsort', small)).toBe(fullestSeen('countingsort', small));
    }
    expect(maxBucketFill('radixsort', [329, 457, 657, 839, 436, 720, 355])).toBe(3);
    expect(maxBucketFill('bubblesort', [3, 1, 2])).toBe(1);
  });
});
