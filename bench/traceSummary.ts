import { median, quantile } from './median';
import { type TaskKindCost, tasksByKind } from './taskKinds';

/**
 * Reduces a Chromium trace (the Trace Event Format's event list) to where a frame's time goes:
 * per thread of interest, its busy time and the self time of its top event names, each as a
 * mean and a median per frame. Self time (an event's duration minus its children's on the same
 * thread) adds up without counting a RunTask and the FunctionCall inside it twice.
 */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event; wall time waiting is in `dur` only. */
  tdur?: number;
  args?: { name?: string };
}

export interface NameCost {
  name: string;
  meanMs: number;
  medianMs: number;
}

export interface ThreadSummary {
  process: string;
  thread: string;
  /** Time covered by the thread's outermost events, per frame. */
  busyMeanMs: number;
  busyMedianMs: number;
  /** Thread (CPU) time of those outermost events, per frame: busy minus waiting. */
  cpuMeanMs: number;
  cpuMedianMs: number;
  top: NameCost[];
}

export interface TraceSummary {
  frames: number;
  /** Where frames were cut: the renderer main thread's BeginMainThreadFrame, or even slices. */
  frameBoundaries: 'BeginMainThreadFrame' | 'even slices';
  threads: ThreadSummary[];
  /** The page's main-thread tasks over the same frames, by what they ran (taskKinds.ts). */
  mainTasks: TaskKindCost[];
  /** The page's renderer main thread, busy per frame (goal A reads these). */
  pageMain: FrameBusy;
  /** The GPU process's busiest thread (its main: compositing and swaps), busy per frame. */
  gpu: FrameBusy;
}

/** A thread's busy time per frame: wall time covered by its tasks, in ms. */
export interface FrameBusy {
  medianMs: number;
  p95Ms: number;
}

const GPU_PROCESS = 'GPU Process';

interface Slice {
  name: string;
  start: number;
  end: number;
  /** Thread time (B/E pairs carry none: their wall time stands in). */
  cpu: number;
  self: number;
  depth: number;
}

const TOP_NAMES = 8;
const TOP_THREADS = 8;

/**
 * Graphics.Pipeline events time a frame's steps from submission to acknowledgement (one on the
 * GPU main thread lasts the whole wait for a swap, with ~1 ms of thread time): latency, not
 * work, and they straddle the tasks that do the work. They are left out.
 */
const isLatencyMarker = (e: TraceEvent) => e.cat?.includes('graphics.pipeline') ?? false;

/** Complete slices of one thread (X events, and B/E pairs matched), with self times. */
function slicesOf(events: TraceEvent[]): Slice[] {
  const spans: { name: string; start: number; end: number; cpu: number }[] = [];
  const open: TraceEvent[] = [];
  for (const e of events) {
    if (e.ph === 'X' && e.dur !== undefined) spans.push({ name: e.name, start: e.ts, end: e.ts + e.dur, cpu: e.tdur ?? e.dur });
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const begin = open.pop();
      if (begin) spans.push({ name: begin.name, start: begin.ts, end: e.ts, cpu: e.ts - begin.ts });
    }
  }
  // Parents first: earlier start, and for equal starts the longer span.
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const slices: Slice[] = [];
  const stack: Slice[] = [];
  for (const span of spans) {
    while (stack.length && stack[stack.length - 1]!.end <= span.start) stack.pop();
    const slice: Slice = { ...span, self: span.end - span.start, depth: stack.length };
    const parent = stack[stack.length - 1];
    if (parent) parent.self -= Math.min(slice.end, parent.end) - slice.start;
    slices.push(slice);
    stack.push(slice);
  }
  return slices;
}

/** Index of the frame a time falls in (boundaries ascending), or -1 outside them. */
function frameIndex(boundaries: number[], ts: number): number {
  let low = 0;
  let high = boundaries.length - 2;
  if (ts < boundaries[0]! || ts >= boundaries[boundaries.length - 1]!) return -1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (boundaries[mid]! <= ts) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** `framesSeen` is the page's own rAF count over the traced window (used if the trace has no frame events). */
export function summariseTrace(events: TraceEvent[], framesSeen: number): TraceSummary {
  const processNames = new Map<number, string>();
  const threadNames = new Map<string, string>();
  const byThread = new Map<string, TraceEvent[]>();
  const frameMarks = new Map<string, number[]>();
  for (const e of events) {
    // BeginMainThreadFrame is an instant event (or a slice, depending on the Chromium version).
    if (e.name === 'BeginMainThreadFrame') {
      const key = `${e.pid}:${e.tid}`;
      frameMarks.set(key, [...(frameMarks.get(key) ?? []), e.ts]);
    }
    if (e.ph === 'M' && e.name === 'process_name') processNames.set(e.pid, e.args?.name ?? String(e.pid));
    else if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args?.name ?? String(e.tid));
    else if ((e.ph === 'X' || e.ph === 'B' || e.ph === 'E') && !isLatencyMarker(e)) {
      const key = `${e.pid}:${e.tid}`;
      if (!byThread.has(key)) byThread.set(key, []);
      byThread.get(key)?.push(e);
    }
  }
  const slices = new Map([...byThread].map(([key, list]) => [key, slicesOf(list)]));
  const timed = [...slices.values()].flat();
  const windowStart = Math.min(...timed.map((s) => s.start));
  const windowEnd = Math.max(...timed.map((s) => s.end));

  // The page's renderer main thread: the busiest CrRendererMain.
  const mains = [...slices.keys()].filter((key) => threadNames.get(key) === 'CrRendererMain');
  const main = mains.sort((a, b) => (slices.get(b)?.length ?? 0) - (slices.get(a)?.length ?? 0))[0]!;
  let boundaries = [...new Set(frameMarks.get(main) ?? [])].sort((a, b) => a - b);
  let frameBoundaries: TraceSummary['frameBoundaries'] = 'BeginMainThreadFrame';
  if (boundaries.length < 10) {
    const n = Math.max(1, framesSeen);
    boundaries = Array.from({ length: n + 1 }, (_, i) => windowStart + ((windowEnd - windowStart) * i) / n);
    frameBoundaries = 'even slices';
  }
  const frames = boundaries.length - 1;

  const threads: ThreadSummary[] = [];
  const busyByKey = new Map<string, number[]>();
  for (const [key, list] of slices) {
    const busy = new Array<number>(frames).fill(0);
    const cpu = new Array<number>(frames).fill(0);
    const perName = new Map<string, number[]>();
    for (const s of list) {
      const frame = frameIndex(boundaries, s.start);
      if (frame < 0) continue;
      if (s.depth === 0) {
        busy[frame]! += s.end - s.start;
        cpu[frame]! += s.cpu;
      }
      if (!perName.has(s.name)) perName.set(s.name, new Array<number>(frames).fill(0));
      const row = perName.get(s.name);
      if (row) row[frame]! += s.self;
    }
    busyByKey.set(key, busy);
    const ms = (us: number) => us / 1000;
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
    const top = [...perName]
      .map(([name, values]) => ({ name, meanMs: ms(mean(values)), medianMs: ms(median(values)) }))
      .sort((a, b) => b.meanMs - a.meanMs)
      .slice(0, TOP_NAMES);
    const pid = Number(key.split(':')[0]);
    threads.push({
      process: processNames.get(pid) ?? String(pid),
      thread: threadNames.get(key) ?? key,
      busyMeanMs: ms(mean(busy)),
      busyMedianMs: ms(median(busy)),
      cpuMeanMs: ms(mean(cpu)),
      cpuMedianMs: ms(median(cpu)),
      top,
    });
  }
  threads.sort((a, b) => b.busyMeanMs - a.busyMeanMs);
  const mainTasks = tasksByKind(slices.get(main) ?? [], boundaries[0]!, boundaries[boundaries.length - 1]!);
  const perFrame = (busy: number[] | undefined): FrameBusy => ({ medianMs: median(busy ?? []) / 1000, p95Ms: quantile(busy ?? [], 0.95) / 1000 });
  const total = (busy: number[] | undefined) => (busy ?? []).reduce((a, b) => a + b, 0);
  const gpuKeys = [...busyByKey.keys()].filter((key) => processNames.get(Number(key.split(':')[0])) === GPU_PROCESS);
  const gpuMain = gpuKeys.sort((a, b) => total(busyByKey.get(b)) - total(busyByKey.get(a)))[0];
  return {
    frames,
    frameBoundaries,
    threads: threads.slice(0, TOP_THREADS),
    mainTasks,
    pageMain: perFrame(busyByKey.get(main)),
    gpu: perFrame(gpuMain ? busyByKey.get(gpuMain) : undefined),
  };
}

/** The busiest renderer main thread over a window: its busy time and where it went, in ms. */
export interface WindowBusy {
  busyMs: number;
  /** Self time inside the window by event name, the largest first (at most TOP_NAMES). */
  top: { name: string; ms: number }[];
}

/**
 * The busiest renderer main thread's busy time, in ms, between the first events named `from` and
 * `to` (the page's `performance.mark`s; the whole trace without them): goal D, an idle page's
 * share of the time. Tracing's own flush at its end falls outside the marks. The busiest thread,
 * so another renderer can only make it larger. A task is counted for its part inside the window.
 */
export function mainThreadBusy(events: TraceEvent[], from = '', to = ''): WindowBusy {
  const markAt = (name: string, fallback: number) => events.find((e) => name && e.name === name)?.ts ?? fallback;
  const start = markAt(from, Number.NEGATIVE_INFINITY);
  const end = markAt(to, Number.POSITIVE_INFINITY);
  const threadNames = new Map<string, string>();
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(key, e.args?.name ?? '');
    else if ((e.ph === 'X' || e.ph === 'B' || e.ph === 'E') && !isLatencyMarker(e)) {
      if (!byThread.has(key)) byThread.set(key, []);
      byThread.get(key)?.push(e);
    }
  }
  const inside = (s: Slice) => Math.max(0, Math.min(s.end, end) - Math.max(s.start, start));
  let busiest: WindowBusy = { busyMs: 0, top: [] };
  for (const [key, list] of byThread) {
    if (threadNames.get(key) !== 'CrRendererMain') continue;
    const slices = slicesOf(list);
    const busy = slices.filter((s) => s.depth === 0).reduce((sum, s) => sum + inside(s), 0) / 1000;
    if (busy <= busiest.busyMs && busiest.top.length > 0) continue;
    const selfByName = new Map<string, number>();
    // A slice's self time, scaled to its share inside the window.
    for (const s of slices)
      if (inside(s) > 0) selfByName.set(s.name, (selfByName.get(s.name) ?? 0) + (s.self * inside(s)) / Math.max(1, s.end - s.start) / 1000);
    const top = [...selfByName]
      .map(([name, ms]) => ({ name, ms }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, TOP_NAMES);
    busiest = { busyMs: busy, top };
  }
  return busiest;
}

/** `mainThreadBusy`'s busy time alone. */
export const mainThreadBusyMs = (events: TraceEvent[], from = '', to = ''): number => mainThreadBusy(events, from, to).busyMs;
