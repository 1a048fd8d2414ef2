import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuietTimer } from './quietTimer';

describe('QuietTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const make = () => {
    const quiet = vi.fn();
    return { quiet, timer: new QuietTimer(250, quiet, () => Date.now()) };
  };

  it('fires once, 250 ms after the last touch, however many touches came before', () => {
    const { quiet, timer } = make();
    for (let frame = 0; frame < 30; frame++) {
      timer.touch();
      vi.advanceTimersByTime(16);
    }
    expect(quiet).not.toHaveBeenCalled();
    vi.advanceTimersByTime(250 - 16 - 1);
    expect(quiet).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(quiet).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(quiet).toHaveBeenCalledTimes(1);
  });

  it('keeps one pending timeout while touched every frame', () => {
    const { timer } = make();
    for (let frame = 0; frame < 60; frame++) {
      timer.touch();
      vi.advanceTimersByTime(16);
    }
    expect(vi.getTimerCount()).toBe(1);
  });

  it('fires again after a new touch, and never after cancel', () => {
    const { quiet, timer } = make();
    timer.touch();
    vi.advanceTimersByTime(300);
    timer.touch();
    vi.advanceTimersByTime(300);
    expect(quiet).toHaveBeenCalledTimes(2);
    timer.touch();
    timer.cancel();
    vi.advanceTimersByTime(1000);
    expect(quiet).toHaveBeenCalledTimes(2);
  });
});
