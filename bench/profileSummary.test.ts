import { describe, expect, it } from 'vitest';
import { type CpuProfile, summariseProfile } from './profileSummary';

const node = (id: number, functionName: string, children: number[] = []) => ({
  id,
  callFrame: { functionName, url: 'http://127.0.0.1/assets/page-abc.js', lineNumber: id },
  children,
});

/** root → frame → draw, and root → renderWithHooks → Counter → format; 1 ms between samples (the last sample lasts until the profile's end: 0). */
const profile: CpuProfile = {
  nodes: [
    node(1, '(root)', [2, 4]),
    node(2, 'frame', [3]),
    node(3, 'draw'),
    node(4, 'renderWithHooks', [5]),
    node(5, 'Counter', [6]),
    node(6, 'format'),
  ],
  samples: [3, 3, 2, 6, 5, 3],
  timeDeltas: [0, 1000, 1000, 1000, 1000, 1000],
};

describe('summariseProfile', () => {
  const summary = summariseProfile(profile, 2);
  const ms = (lines: { name: string; msPerFrame: number }[], name: string) => lines.find((l) => l.name.startsWith(`${name} `))?.msPerFrame;

  it('gives each function its own time per frame, named with its file and line', () => {
    expect(ms(summary.self, 'draw')).toBe(1);
    expect(ms(summary.self, 'frame')).toBe(0.5);
    expect(summary.self.map((l) => l.name)).toContain('draw page-abc.js:4');
  });

  it('gives each function the time of everything it called', () => {
    expect(ms(summary.total, 'frame')).toBe(1.5);
    expect(ms(summary.total, '(root)')).toBe(2.5);
  });

  it("lists the components React rendered, with their children's time", () => {
    expect(summary.components).toEqual([{ name: 'Counter page-abc.js:6', msPerFrame: 1 }]);
  });

  it('ranks by time and keeps the top lines asked for', () => {
    expect(summariseProfile(profile, 2, 1).self).toEqual([{ name: 'draw page-abc.js:4', msPerFrame: 1 }]);
  });
});
