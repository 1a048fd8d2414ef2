import { describe, expect, it } from 'vitest';
import { fixtureRow as row } from './rowFixture';
import { FASTEST } from './speeds';
import { TRADEOFF_OPS_PER_FRAME, tradeoffSummary, tradeoffTarget } from './tradeoff';

describe('the Fastest trade-off row', () => {
  it('plays the sort page at each fixed load, at 4× only', () => {
    const speeds = tradeoffTarget.speeds([]);
    expect(speeds.map(([label]) => label)).toEqual(TRADEOFF_OPS_PER_FRAME.map((n) => `fixed ${n} ops/frame`));
    expect(speeds.map(([, pace]) => pace.opsPerFrame)).toEqual([...TRADEOFF_OPS_PER_FRAME]);
    expect(tradeoffTarget.cpus).toEqual([4]);
  });

  it("says how many operations a frame goal 3 needs, from the DOM baseline's Fastest row, beside what the page reached", () => {
    const rows = [
      row('dom', FASTEST[0], { fps: 22, opsPerSecond: 10_000 }),
      row('pixi-tradeoff', 'fixed 250 ops/frame', { fps: 47.5, opsPerSecond: 11_875 }),
      row('pixi-tradeoff', 'fixed 4000 ops/frame', { fps: 33.2, opsPerSecond: 132_800 }),
    ];
    expect(tradeoffSummary({ rows })).toBe(
      "Fastest trade-off (reference, 4×): goal 3 needs ≥ 4,000 ops/frame at 50 fps (20 × the DOM baseline's 10,000 ops/s ÷ 50); the sort page at fixed loads: 250 ops/frame → 47.5 fps (11,875 ops/s), 4000 ops/frame → 33.2 fps (132,800 ops/s).",
    );
  });

  it('prints nothing when the row was not run, and says which row is missing when the DOM baseline was not', () => {
    expect(tradeoffSummary({ rows: [row('dom', FASTEST[0], { opsPerSecond: 10_000 })] })).toBeNull();
    expect(tradeoffSummary({ rows: [row('pixi-tradeoff', 'fixed 250 ops/frame', { fps: 50 })] })).toContain("DOM baseline's Fastest row not run");
  });
});
