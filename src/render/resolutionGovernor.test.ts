import { describe, expect, it } from 'vitest';
import { ResolutionGovernor } from './resolutionGovernor';

/** Feeds `count` frames `interval` ms apart from `start`; returns the time after the last. */
function run(g: ResolutionGovernor, start: number, interval: number, count: number): number {
  let t = start;
  for (let i = 0; i < count; i++) {
    t += interval;
    g.frame(t);
  }
  return t;
}

describe('ResolutionGovernor', () => {
  it('keeps full resolution while frames are fast', () => {
    const g = new ResolutionGovernor();
    run(g, 0, 16.7, 600);
    expect(g.scale).toBe(1);
  });

  it('steps down while frames run long, one step per window, to the lowest scale', () => {
    const g = new ResolutionGovernor({ window: 10 });
    run(g, 0, 40, 10);
    expect(g.scale).toBe(0.75);
    run(g, 400, 40, 10);
    expect(g.scale).toBe(0.5);
    run(g, 800, 40, 100);
    expect(g.scale).toBe(0.5);
  });

  it('does not count pauses between slow-speed steps as slow frames', () => {
    const g = new ResolutionGovernor();
    run(g, 0, 500, 100);
    expect(g.scale).toBe(1);
  });

  it('steps back up after fast frames for the probe time, and waits longer after a failed try', () => {
    const g = new ResolutionGovernor({ window: 10, probeAfterMs: 1000 });
    let t = run(g, 0, 40, 10);
    expect(g.scale).toBe(0.75);
    t = run(g, t, 16, 40);
    expect(g.scale).toBe(0.75);
    t = run(g, t, 16, 40);
    expect(g.scale).toBe(1);
    // Slow again right after the try (half the window is enough for the median): down, and
    // the next try waits twice as long.
    t = run(g, t, 40, 5);
    expect(g.scale).toBe(0.75);
    t = run(g, t, 16, 90);
    expect(g.scale).toBe(0.75);
    t = run(g, t, 16, 50);
    expect(g.scale).toBe(1);
  });

  it('returns to full resolution when the drawing stops', () => {
    const g = new ResolutionGovernor();
    run(g, 0, 40, 10);
    expect(g.scale).toBeLessThan(1);
    expect(g.rest()).toBe(true);
    expect(g.scale).toBe(1);
    expect(g.rest()).toBe(false);
  });

  it('holds a pinned scale whatever the frames do, until unpinned', () => {
    const g = new ResolutionGovernor();
    g.pin(0.5);
    run(g, 0, 16, 400);
    expect(g.scale).toBe(0.5);
    expect(g.rest()).toBe(false);
    g.pin(null);
    expect(g.scale).toBe(1);
  });
});
