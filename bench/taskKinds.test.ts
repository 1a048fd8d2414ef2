import { describe, expect, it } from 'vitest';
import { kindOf, tasksByKind } from './taskKinds';
import { summariseTrace, type TraceEvent } from './traceSummary';

const MAIN = { pid: 1, tid: 11 };
const meta: TraceEvent[] = [
  { name: 'process_name', ph: 'M', pid: 1, tid: 0, ts: 0, args: { name: 'Renderer' } },
  { name: 'thread_name', ph: 'M', ...MAIN, ts: 0, args: { name: 'CrRendererMain' } },
];
/** A task on the main thread from `at` lasting `ms`, running `inside` one after another (1 ms each). */
function task(at: number, ms: number, inside: string[]): TraceEvent[] {
  const start = at * 1000;
  return [
    { name: 'ThreadControllerImpl::RunTask', ph: 'X', ...MAIN, ts: start, dur: ms * 1000 },
    ...inside.map((name, i) => ({ name, ph: 'X', ...MAIN, ts: start + 100 + i * 1000, dur: 900 })),
  ];
}

describe("the main thread's tasks by kind", () => {
  it('calls a task a frame when it ran a rendering step or animation frames, whatever else it ran', () => {
    expect(kindOf(new Set(['FunctionCall', 'FireAnimationFrame']))).toBe('frame');
    expect(kindOf(new Set(['UpdateLayoutTree', 'Layout', 'Paint']))).toBe('frame');
    expect(kindOf(new Set(['HandlePostMessage', 'FunctionCall']))).toBe('worker message');
    expect(kindOf(new Set(['TimerFire', 'FunctionCall']))).toBe('timer');
    // A script's forced layout does not make its task a frame.
    expect(kindOf(new Set(['FunctionCall', 'UpdateLayoutTree', 'Layout']))).toBe('other script');
    expect(kindOf(new Set(['Receive mojo message']))).toBe('other');
  });

  it('counts, sums and ranks the tasks that start within the window, in milliseconds', () => {
    // Frames cut every 10 ms from 0 to 100 ms: the traced window.
    const frameMarks: TraceEvent[] = Array.from({ length: 11 }, (_, i) => ({ name: 'BeginMainThreadFrame', ph: 'I', ...MAIN, ts: i * 10_000 }));
    const events = [
      ...meta,
      ...frameMarks,
      ...task(0, 20, ['FireAnimationFrame', 'Paint']),
      ...task(25, 8, ['FunctionCall']),
      ...task(40, 30, ['FireAnimationFrame', 'Layout', 'Paint']),
      ...task(75, 2, ['HandlePostMessage']),
      ...task(80, 12, ['FunctionCall']),
      ...task(95, 1, ['TimerFire']),
      // After the window: not counted.
      ...task(200, 50, ['FunctionCall']),
    ];
    const summary = summariseTrace(events, 4);
    const kinds = summary.mainTasks;
    expect(summary.frameBoundaries).toBe('BeginMainThreadFrame');
    expect(kinds.map((k) => k.kind)).toEqual(['frame', 'other script', 'worker message', 'timer']);
    expect(kinds[0]).toEqual({ kind: 'frame', count: 2, totalMs: 50, medianMs: 20, longestMs: 30 });
    expect(kinds[1]).toEqual({ kind: 'other script', count: 2, totalMs: 20, medianMs: 8, longestMs: 12 });
    expect(tasksByKind([], 0, 1)).toEqual([]);
  });
});
