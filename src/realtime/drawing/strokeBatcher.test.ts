import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { arc, type DrawingCommand } from './drawingCommands';
import { createStrokeBatcher } from './strokeBatcher';

describe('stroke batcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const timers = { setTimeout: (run: () => void, ms: number) => setTimeout(run, ms), clearTimeout: (h: unknown) => clearTimeout(h as number) };

  it('sends every 50 ms while drawing and the rest 500 ms after release', () => {
    const sent: DrawingCommand[][] = [];
    const batcher = createStrokeBatcher((c) => sent.push(c), timers);
    batcher.start();
    batcher.add(arc(1, 1, 1, '#ffffff'));
    vi.advanceTimersByTime(49);
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(200); // nothing new drawn: no empty batches
    expect(sent).toHaveLength(1);
    batcher.add(arc(2, 2, 1, '#ffffff'));
    batcher.end();
    vi.advanceTimersByTime(499);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([[arc(1, 1, 1, '#ffffff')], [arc(2, 2, 1, '#ffffff')]]);
  });

  it('sends clear right away, after the dots drawn before it', () => {
    const sent: DrawingCommand[][] = [];
    const batcher = createStrokeBatcher((c) => sent.push(c), timers);
    batcher.start();
    batcher.add(arc(1, 1, 1, '#ffffff'));
    batcher.sendNow({ type: 'clear' });
    expect(sent).toEqual([[arc(1, 1, 1, '#ffffff'), { type: 'clear' }]]);
  });

  it("drops the held dots of a stroke when the peer clears, so they never land on the peer's cleared board alone", () => {
    const sent: DrawingCommand[][] = [];
    const batcher = createStrokeBatcher((c) => sent.push(c), timers);
    batcher.start();
    batcher.add(arc(1, 1, 1, '#ffffff'));
    batcher.end();
    vi.advanceTimersByTime(100);
    batcher.discard();
    vi.advanceTimersByTime(500);
    expect(sent).toEqual([]);
  });
});
