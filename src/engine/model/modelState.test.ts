import { describe, expect, it } from 'vitest';
import { copyState, restoreState } from './modelState';

interface Sample {
  count: number;
  label: string;
  done: boolean;
  pivot: number | null;
  values: Int32Array;
  sorted: Uint8Array;
  queue: number[];
  slices: { pid: number; end: number }[];
  result: { found: boolean } | null;
}

const sample = (): Sample => ({
  count: 3,
  label: 'swap',
  done: false,
  pivot: null,
  values: Int32Array.from([5, 1, 4]),
  sorted: new Uint8Array(3),
  queue: [2, 0],
  slices: [{ pid: 1, end: 4 }],
  result: null,
});

describe('copyState', () => {
  it('copies every field and shares no container with the original', () => {
    const state = sample();
    const copy = copyState(state);
    expect(copy).toEqual(state);
    state.values[0] = 9;
    state.queue.push(7);
    state.slices[0]!.end = 8;
    expect(Array.from(copy.values)).toEqual([5, 1, 4]);
    expect(copy.queue).toEqual([2, 0]);
    expect(copy.slices).toEqual([{ pid: 1, end: 4 }]);
  });

  it('refuses what it cannot copy faithfully, naming where it is', () => {
    expect(() => copyState({ conflicts: new Set([1]) })).toThrow(/Set at state\.conflicts/);
    expect(() => copyState({ nested: [{ at: new Map() }] })).toThrow(/Map at state\.nested\[0\]\.at/);
    expect(() => copyState({ say: () => 1 })).toThrow(/function at state\.say/);
  });
});

describe('restoreState', () => {
  it('makes the target equal to what was saved, keeping the target and its typed arrays the same objects', () => {
    const live = sample();
    const saved = copyState(live);
    const { values, sorted } = live;
    live.count = 10;
    live.label = 'compare';
    live.done = true;
    live.pivot = 2;
    live.values.set([1, 4, 5]);
    live.sorted.fill(1);
    live.queue.length = 0;
    live.slices.push({ pid: 2, end: 6 });
    live.result = { found: true };
    restoreState(live, saved);
    expect(live).toEqual(sample());
    expect(live.values).toBe(values);
    expect(live.sorted).toBe(sorted);
  });

  it('leaves the saved state untouched by later changes, so it can be restored again', () => {
    const live = sample();
    const saved = copyState(live);
    restoreState(live, saved);
    live.values[1] = 0;
    live.queue.push(3);
    live.slices[0]!.end = 99;
    restoreState(live, saved);
    expect(live).toEqual(sample());
    expect(saved).toEqual(sample());
  });

  it('replaces a typed array whose length or kind differs, and drops a field the saved state lacks', () => {
    const live: { values: Int32Array | Float64Array; extra?: number } = { values: new Int32Array(2), extra: 1 };
    restoreState(live, { values: Float64Array.from([0.5]) });
    expect(live.values).toBeInstanceOf(Float64Array);
    expect(Array.from(live.values)).toEqual([0.5]);
    expect('extra' in live).toBe(false);
  });
});
