import { describe, expect, it } from 'vitest';
import { quantile } from './median';
import { mainThreadBusyMs, summariseTrace, type TraceEvent } from './traceSummary';

const MAIN = { pid: 1, tid: 11 };
const GPU = { pid: 2, tid: 21 };
const meta: TraceEvent[] = [
  { name: 'process_name', ph: 'M', pid: 1, tid: 0, ts: 0, args: { name: 'Renderer' } },
  { name: 'thread_name', ph: 'M', ...MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'process_name', ph: 'M', pid: 2, tid: 0, ts: 0, args: { name: 'GPU Process' } },
  { name: 'thread_name', ph: 'M', ...GPU, ts: 0, args: { name: 'CrGpuMain' } },
];
const ms = (n: number) => n * 1000;

/** Twenty 16 ms frames; in frame i the main thread runs `mainMs(i)` (one task with a child) and the GPU 5 ms. */
function frames(mainMs: (i: number) => number): TraceEvent[] {
  const events: TraceEvent[] = [...meta];
  for (let i = 0; i < 20; i++) {
    const at = ms(i * 16);
    events.push({ name: 'BeginMainThreadFrame', ph: 'I', ...MAIN, ts: at });
    events.push({ name: 'ThreadControllerImpl::RunTask', ph: 'X', ...MAIN, ts: at + 10, dur: ms(mainMs(i)) });
    events.push({ name: 'FunctionCall', ph: 'X', ...MAIN, ts: at + 20, dur: ms(mainMs(i)) - 20 });
    events.push({ name: 'ThreadControllerImpl::RunTask', ph: 'X', ...GPU, ts: at + 10, dur: ms(5) });
  }
  events.push({ name: 'BeginMainThreadFrame', ph: 'I', ...MAIN, ts: ms(20 * 16) });
  return events;
}

describe('a frame trace reduced to the figures goal A reads', () => {
  it("gives the page's main thread busy time per frame as a median and a p95 that shows one slow frame in twenty", () => {
    const summary = summariseTrace(
      frames((i) => (i === 7 ? 30 : 6)),
      20,
    );
    expect(summary.frames).toBe(20);
    expect(summary.pageMain.medianMs).toBeCloseTo(6, 5);
    expect(summary.pageMain.p95Ms).toBeCloseTo(6, 5);
    const twoSlow = summariseTrace(
      frames((i) => (i === 7 || i === 9 ? 30 : 6)),
      20,
    );
    expect(twoSlow.pageMain.p95Ms).toBeCloseTo(30, 5);
  });

  it("reads the GPU process's time per frame from its busiest thread", () => {
    expect(
      summariseTrace(
        frames(() => 6),
        20,
      ).gpu.medianMs,
    ).toBeCloseTo(5, 5);
  });

  it("adds up an idle page's main-thread tasks, not their children twice", () => {
    expect(mainThreadBusyMs(frames(() => 6))).toBeCloseTo(120, 5);
    expect(mainThreadBusyMs(meta)).toBe(0);
    // Between two marks: frames 2 to 4 (the third task cut at the end mark, 1 ms in).
    const marked = [...frames(() => 6), { name: 'from', ph: 'R', ...MAIN, ts: ms(32) }, { name: 'to', ph: 'R', ...MAIN, ts: ms(64) + 10 + ms(1) }];
    expect(mainThreadBusyMs(marked, 'from', 'to')).toBeCloseTo(13, 5);
  });
});

describe('quantile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(quantile(values, 0.95)).toBe(19);
    expect(quantile(values, 0.5)).toBe(10);
    expect(quantile([3], 0.95)).toBe(3);
    expect(quantile([], 0.95)).toBe(0);
  });
});
