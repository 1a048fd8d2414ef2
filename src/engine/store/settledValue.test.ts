import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettledValue } from './settledValue';

describe('a settled value', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const make = () => {
    const told: string[] = [];
    const value = new SettledValue(
      '',
      250,
      (v) => told.push(v),
      () => Date.now(),
    );
    return { value, told };
  };

  it('tells nothing while changes come closer together than the quiet time (runs restarted at once)', () => {
    const { value, told } = make();
    for (let run = 0; run < 40; run++) {
      value.set(`marks of run ${run}`);
      vi.advanceTimersByTime(60);
      value.set('');
      vi.advanceTimersByTime(60);
    }
    expect(told).toEqual([]);
  });

  it('tells the latest value once, the quiet time after the last change', () => {
    const { value, told } = make();
    value.set('a');
    vi.advanceTimersByTime(100);
    value.set('b');
    vi.advanceTimersByTime(249);
    expect(told).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(told).toEqual(['b']);
    vi.advanceTimersByTime(1000);
    expect(told).toEqual(['b']);
  });

  it('tells nothing when the value came back to the settled one, and nothing after cancel', () => {
    const { value, told } = make();
    value.set('a');
    vi.advanceTimersByTime(100);
    value.set('');
    vi.advanceTimersByTime(500);
    expect(told).toEqual([]);
    value.set('c');
    value.cancel();
    vi.advanceTimersByTime(500);
    expect(told).toEqual([]);
  });
});
