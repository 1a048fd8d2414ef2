import { describe, expect, it } from 'vitest';
import { withRatios } from './ratios';
import { fixtureRow as row } from './rowFixture';
import { FASTEST, speeds } from './speeds';

describe("each row's fps beside the same run's ceiling and DOM baseline", () => {
  const slider = speeds[2]![0];
  const fastest = FASTEST[0];
  const rows = [
    row('webgl-clear', 'clear only', { fps: 50 }),
    row('dom', slider, { fps: 20 }),
    row('dom', fastest, { fps: 25 }),
    row('pixi', slider, { fps: 40 }),
    row('scheduler', fastest, { fps: 30 }),
  ];

  it('divides by webgl-clear at the same throttle and the DOM row at the same speed', () => {
    const pixi = withRatios(rows).find((r) => r.renderer === 'pixi');
    expect(pixi?.fpsToClear).toBeCloseTo(0.8, 5);
    expect(pixi?.fpsToDom).toBeCloseTo(2, 5);
  });

  it("sets a family row beside the DOM baseline's Fastest", () => {
    expect(withRatios(rows).find((r) => r.renderer === 'scheduler')?.fpsToDom).toBeCloseTo(1.2, 5);
  });

  it('leaves a ratio out when its reference row was not run, or ran at another throttle', () => {
    const at1 = { ...row('pixi', slider, { fps: 60 }), cpu: 1 };
    const [out] = withRatios([at1, ...rows]);
    expect(out?.fpsToClear).toBeUndefined();
    expect(out?.fpsToDom).toBeUndefined();
  });
});
