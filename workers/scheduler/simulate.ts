import { randomInt, seededRandom } from '../protocol/random';
import type { ProcessSpec, SchedulerAlgorithm } from './schedulerTypes';

/** What happened in clock tick [time, time + 1), in the order it happened. */
export interface Tick {
  time: number;
  /** Processes that moved from incoming to the queue at `time`, in index order. */
  arrivals: number[];
  /** The process sent back to the queue at `time` (quantum used, or a strictly better arrival); -1 for none. */
  preempted: number;
  /** The process moved from the queue to the CPU at `time`; -1 for none. */
  dispatched: number;
  /** Queue size the lottery drew from (0 when no draw). */
  drawnFrom: number;
  /** The process on the CPU during the tick; -1 while idle. */
  running: number;
  /** The process that finished at `time + 1`; -1 for none. */
  completed: number;
  /**
   * Round robin: the running process had used its quantum, nobody waited, so it keeps the CPU
   * for a fresh quantum. The Gantt chart starts a new slice here, as textbooks draw it.
   */
  renewed: boolean;
}

export interface ProcessOutcome {
  completion: number;
  turnaround: number;
  waiting: number;
  /** First time on the CPU minus arrival. */
  response: number;
}

/** A run of the CPU (or idle, pid -1) from `start` to `end`. */
export interface Slice {
  pid: number;
  start: number;
  end: number;
}

export interface ScheduleResult {
  ticks: Tick[];
  processes: ProcessOutcome[];
  slices: Slice[];
  avgWaiting: number;
  avgTurnaround: number;
  avgResponse: number;
}

type Key = (pid: number) => number;

const isPreemptive = (algorithm: SchedulerAlgorithm) => algorithm === 'sjfpreemptive' || algorithm === 'preemptivepriority';

/**
 * Runs a process set one clock tick at a time under the conventions stated on the page:
 * lower priority number first; ties to the earlier arrival, then the lower index; only SRTF and
 * preemptive priority interrupt, and only for a strictly better process; round robin sends a
 * process that used its quantum to the back only when someone waits (arrivals of that same
 * tick queue first); the lottery draws from the queue with the seed whenever the CPU is free.
 */
export function schedule(procs: readonly ProcessSpec[], algorithm: SchedulerAlgorithm, quantum: number, seed: number): ScheduleResult {
  const n = procs.length;
  const remaining = procs.map((p) => p.burst);
  const firstRun = new Array<number>(n).fill(-1);
  const completion = new Array<number>(n).fill(-1);
  const incoming = procs.map((_, i) => i).sort((a, b) => procs[a]!.arrival - procs[b]!.arrival || a - b);
  const random = seededRandom(seed);
  const key = keyOf(algorithm, procs, remaining);
  // Strictly smaller key wins; equal keys fall back to arrival, then index.
  const before = (a: number, b: number) => key(a) - key(b) || procs[a]!.arrival - procs[b]!.arrival || a - b;
  const queue: number[] = [];
  const ticks: Tick[] = [];
  let next = 0;
  let running = -1;
  let used = 0;
  let done = 0;
  for (let time = 0; done < n; time++) {
    const arrivals: number[] = [];
    while (next < n && procs[incoming[next]!]!.arrival <= time) arrivals.push(incoming[next++]!);
    queue.push(...arrivals);
    let preempted = -1;
    let renewed = false;
    if (running >= 0 && algorithm === 'roundrobin' && used >= quantum) {
      if (queue.length > 0) preempted = running;
      else {
        // nobody waits: it keeps the CPU and starts a fresh quantum
        used = 0;
        renewed = true;
      }
    } else if (running >= 0 && isPreemptive(algorithm) && queue.some((p) => key(p) < key(running))) {
      preempted = running;
    }
    if (preempted >= 0) {
      queue.push(preempted);
      running = -1;
    }
    let dispatched = -1;
    let drawnFrom = 0;
    if (running < 0 && queue.length > 0) {
      let at = 0;
      if (algorithm === 'lottery') {
        drawnFrom = queue.length;
        at = randomInt(random, queue.length);
      } else if (algorithm !== 'roundrobin') {
        for (let i = 1; i < queue.length; i++) if (before(queue[i]!, queue[at]!) < 0) at = i;
      }
      running = queue.splice(at, 1)[0]!;
      dispatched = running;
      used = 0;
      if (firstRun[running]! < 0) firstRun[running] = time;
    }
    let completed = -1;
    const onCpu = running;
    if (running >= 0) {
      remaining[running]!--;
      used++;
      if (remaining[running] === 0) {
        completed = running;
        completion[running] = time + 1;
        running = -1;
        done++;
      }
    }
    ticks.push({ time, arrivals, preempted, dispatched, drawnFrom, running: onCpu, completed, renewed });
  }
  return summarise(procs, ticks, completion, firstRun);
}

function keyOf(algorithm: SchedulerAlgorithm, procs: readonly ProcessSpec[], remaining: readonly number[]): Key {
  switch (algorithm) {
    case 'sjf':
      return (p) => procs[p]!.burst;
    case 'sjfpreemptive':
      return (p) => remaining[p]!;
    case 'priority':
    case 'preemptivepriority':
      return (p) => procs[p]!.priority;
    default:
      return () => 0; // FCFS orders by arrival, then index
  }
}

function summarise(procs: readonly ProcessSpec[], ticks: Tick[], completion: number[], firstRun: number[]): ScheduleResult {
  const processes = procs.map((p, i) => {
    const turnaround = completion[i]! - p.arrival;
    return { completion: completion[i]!, turnaround, waiting: turnaround - p.burst, response: firstRun[i]! - p.arrival };
  });
  const mean = (pick: (o: ProcessOutcome) => number) => processes.reduce((sum, o) => sum + pick(o), 0) / Math.max(1, processes.length);
  return {
    ticks,
    processes,
    slices: slicesOf(ticks),
    avgWaiting: mean((o) => o.waiting),
    avgTurnaround: mean((o) => o.turnaround),
    avgResponse: mean((o) => o.response),
  };
}

/**
 * Merges consecutive ticks of the same process (or of idleness) into Gantt slices; a round
 * robin quantum renewed without a switch starts a slice of its own (P1 | P1, as textbooks draw it).
 */
export function slicesOf(ticks: readonly Tick[]): Slice[] {
  const slices: Slice[] = [];
  for (const tick of ticks) {
    const last = slices[slices.length - 1];
    if (last && last.pid === tick.running && last.end === tick.time && !tick.renewed) last.end++;
    else slices.push({ pid: tick.running, start: tick.time, end: tick.time + 1 });
  }
  return slices;
}
