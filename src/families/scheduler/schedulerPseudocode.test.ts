import { describe, expect, it } from 'vitest';
import { CHUNK_OPS, encodeChunk } from '../../../workers/protocol/chunk';
import { ValueTable } from '../../../workers/protocol/valueTable';
import { SCHEDULER_CODE } from '../../../workers/scheduler/schedulerPseudocode';
import { schedulerRunner } from '../../../workers/scheduler/schedulerRunner';
import { SCHEDULER_ALGORITHMS, type SchedulerAlgorithm } from '../../../workers/scheduler/schedulerTypes';
import { drive, stepThrough } from '../../engine/player/playerDrive.testSupport';
import { NO_CODE } from '../../engine/story/code';
import { schedulerAdapter } from './schedulerAdapter';
import type { SchedulerModel } from './schedulerModel';

/** `arrival:burst[:priority]` → processes P0, P1, … (as the page's `procs` link key writes them). */
const set = (text: string) =>
  text.split(',').map((row) => {
    const [arrival = 0, burst = 0, priority = 1] = row.split(':').map(Number);
    return { arrival, burst, priority };
  });

/** A run as the page runs it: the worker's validated input and generator, the adapter's model, pulled in chunks. */
function run(algorithm: SchedulerAlgorithm, procs: string, quantum = 1, seed = 1) {
  const input = { algorithm, procs: set(procs), quantum, seed };
  const operations = schedulerRunner.operations(schedulerRunner.validate(schedulerAdapter.worker.runInput(input)), new ValueTable());
  const chunks = () => encodeChunk(operations, CHUNK_OPS);
  const model = schedulerAdapter.model.create(input, []) as SchedulerModel;
  const lines = schedulerAdapter.story.pseudocode?.(input) ?? [];
  const code = () => schedulerAdapter.story.code?.(model) ?? NO_CODE;
  return { model, chunks, lines, code };
}

/** The marked line (its words) and the variables after each step by hand, through a real player. */
async function traceOf(algorithm: SchedulerAlgorithm, procs: string, quantum = 1, seed = 1) {
  const { model, chunks, lines, code } = run(algorithm, procs, quantum, seed);
  expect(code()).toEqual(NO_CODE);
  const seen = await stepThrough(model, chunks, code);
  return {
    lines: seen.map((position) => lines[position.line]?.trim()),
    variables: seen.map((position) => Object.fromEntries(position.variables)),
  };
}

// The lines' words, as the trace expects them marked.
const ADD_TO_BACK = 'add p to the back of the queue';
const ADD = 'add p to the queue';
const TAKE_FIRST = 'running = take the first in the queue';
const RUN = 'run running for one tick';
const IDLE = 'stay idle for one tick';
const COMPLETE = 'mark running completed';
const times = (n: number, line: string) => Array<string>(n).fill(line);

describe('scheduler pseudocode', () => {
  it('writes every mode in the site style: a loop over ticks, ifs that compare, nesting by two spaces', () => {
    for (const algorithm of SCHEDULER_ALGORITHMS) {
      const { lines, at } = SCHEDULER_CODE[algorithm];
      expect(lines[0], algorithm).toBe('while some process is not completed');
      for (const line of lines) expect((line.length - line.trimStart().length) % 2, `${algorithm}: ${line}`).toBe(0);
      // Every operation of the mode lands on a line of its own.
      const named = Object.values(at).filter((index) => index >= 0);
      expect(new Set(named).size, algorithm).toBe(named.length);
      expect(
        [at.arrive, at.dispatch, at.idle, at.run, at.complete].every((index) => index > 0),
        algorithm,
      ).toBe(true);
    }
    expect(SCHEDULER_CODE.fcfs.at.preempt).toBe(-1);
    expect(SCHEDULER_CODE.roundrobin.at.renew).toBeGreaterThan(0);
  });

  it('round robin, the textbook 0:24, 0:3, 0:3 with q = 4: a quantum, a move to the back, completions, fresh quanta', async () => {
    const { lines, variables } = await traceOf('roundrobin', '0:24,0:3,0:3', 4);
    const BACK = 'move running to the back of the queue';
    const FRESH = 'keep running with a fresh quantum';
    expect(lines).toEqual([
      ...times(3, ADD_TO_BACK),
      TAKE_FIRST, // P0 at 0
      ...times(4, RUN),
      BACK, // P0 used its quantum at 4, P1 and P2 wait
      TAKE_FIRST, // P1
      ...times(3, RUN),
      COMPLETE, // P1 at 7
      TAKE_FIRST, // P2
      ...times(3, RUN),
      COMPLETE, // P2 at 10
      TAKE_FIRST, // P0 again
      ...times(4, RUN),
      // Nobody waits: P0 keeps the CPU with a fresh quantum at 14, 18, 22 and 26.
      ...[14, 18, 22, 26].flatMap(() => [FRESH, ...times(3, RUN)]),
      COMPLETE, // P0 at 30
    ]);
    expect(variables[0]).toEqual({ clock: 0, p: 'P0', running: 'none', q: 4 });
    expect(variables[3]).toEqual({ clock: 0, running: 'P0', 'remaining burst': 24, 'quantum left': 4, q: 4 });
    expect(variables[4]).toEqual({ clock: 1, running: 'P0', 'remaining burst': 23, 'quantum left': 3, q: 4 });
    expect(variables[8]).toEqual({ clock: 4, running: 'P0', 'remaining burst': 20, 'quantum left': 0, q: 4 });
    expect(variables[9]).toEqual({ clock: 4, running: 'P1', 'remaining burst': 3, 'quantum left': 4, q: 4 });
    expect(variables[13]).toEqual({ clock: 7, running: 'P1', 'remaining burst': 0, 'quantum left': 1, q: 4 });
    // The first fresh quantum, at 14: the tick it runs is counted (15, 15 left, 3 of the quantum).
    expect(variables[24]).toEqual({ clock: 15, running: 'P0', 'remaining burst': 15, 'quantum left': 3, q: 4 });
    expect(variables.at(-1)).toEqual({ clock: 30, running: 'P0', 'remaining burst': 0, 'quantum left': 0, q: 4 });
  });

  it('round robin stepped back shows the line before again, as a restored keyframe', async () => {
    const { model, chunks, lines, code } = run('roundrobin', '0:24,0:3,0:3', 4);
    const { player } = drive(model, chunks);
    const marked: string[] = [];
    for (let i = 0; i < 10; i++) {
      await player.stepForward();
      marked.push(lines[code().line]!.trim());
    }
    expect(marked.slice(7)).toEqual([RUN, 'move running to the back of the queue', TAKE_FIRST]);
    await player.stepBack();
    expect(lines[code().line]!.trim()).toBe('move running to the back of the queue');
    expect(Object.fromEntries(code().variables)).toMatchObject({ running: 'P0', 'quantum left': 0 });
    await player.seek(0);
    expect(code()).toEqual(NO_CODE);
  });

  it('FCFS idles through a gap, the CPU running nothing', async () => {
    const { lines, variables } = await traceOf('fcfs', '0:2,3:1');
    expect(lines).toEqual([ADD_TO_BACK, TAKE_FIRST, RUN, RUN, COMPLETE, IDLE, ADD_TO_BACK, TAKE_FIRST, RUN, COMPLETE]);
    expect(variables[5]).toEqual({ clock: 3, running: 'none' });
    expect(variables[6]).toEqual({ clock: 3, p: 'P1', running: 'none' });
  });

  it('SJF takes the shortest burst once the CPU is free, never interrupting', async () => {
    const TAKE = 'running = take the one with the shortest burst';
    const { lines, variables } = await traceOf('sjf', '0:3,1:2,1:1');
    expect(lines).toEqual([ADD, TAKE, RUN, ADD, ADD, RUN, RUN, COMPLETE, TAKE, RUN, COMPLETE, TAKE, RUN, RUN, COMPLETE]);
    expect(variables[3]).toEqual({ clock: 1, p: 'P1', running: 'P0', 'remaining burst': 2, burst: 3 });
    expect(variables[8]).toEqual({ clock: 3, running: 'P2', 'remaining burst': 1, burst: 1 });
    expect(variables[11]).toEqual({ clock: 4, running: 'P1', 'remaining burst': 2, burst: 2 });
  });

  it('SRTF moves the running process back for a strictly shorter arrival', async () => {
    const TAKE = 'running = take the one with the least remaining burst';
    const { lines, variables } = await traceOf('sjfpreemptive', '0:3,1:1');
    expect(lines).toEqual([ADD, TAKE, RUN, ADD, 'move running back to the queue', TAKE, RUN, COMPLETE, TAKE, RUN, RUN, COMPLETE]);
    expect(variables[4]).toEqual({ clock: 1, running: 'P0', 'remaining burst': 2 });
    expect(variables[5]).toEqual({ clock: 1, running: 'P1', 'remaining burst': 1 });
  });

  it('priority takes the lowest priority number first', async () => {
    const TAKE = 'running = take the one with the lowest priority number';
    const { lines, variables } = await traceOf('priority', '0:2:3,0:1:1');
    expect(lines).toEqual([ADD, ADD, TAKE, RUN, COMPLETE, TAKE, RUN, RUN, COMPLETE]);
    expect(variables[2]).toEqual({ clock: 0, running: 'P1', 'remaining burst': 1, priority: 1 });
    expect(variables[5]).toEqual({ clock: 1, running: 'P0', 'remaining burst': 2, priority: 3 });
  });

  it('preemptive priority moves the running process back for a strictly better arrival', async () => {
    const TAKE = 'running = take the one with the lowest priority number';
    const { lines, variables } = await traceOf('preemptivepriority', '0:3:3,1:1:1');
    expect(lines).toEqual([ADD, TAKE, RUN, ADD, 'move running back to the queue', TAKE, RUN, COMPLETE, TAKE, RUN, RUN, COMPLETE]);
    expect(variables[3]).toEqual({ clock: 1, p: 'P1', running: 'P0', 'remaining burst': 2, priority: 3 });
    expect(variables[4]).toEqual({ clock: 1, running: 'P0', 'remaining burst': 2, priority: 3 });
    expect(variables[5]).toEqual({ clock: 1, running: 'P1', 'remaining burst': 1, priority: 1 });
  });

  it('the lottery draws a ticket whenever the CPU is free, and the ticket names the process that runs', async () => {
    const DRAW = 'running = take the holder of a random ticket';
    for (const seed of [1, 2, 3, 4]) {
      const { lines, variables } = await traceOf('lottery', '0:1,0:1,0:1', 1, seed);
      expect(lines).toEqual([...times(3, ADD_TO_BACK), DRAW, RUN, COMPLETE, DRAW, RUN, COMPLETE, DRAW, RUN, COMPLETE]);
      const draws = [3, 6, 9].map((step) => variables[step]!);
      expect(draws.map((v) => String(v.ticket).replace(/^\d+ /, ''))).toEqual(['of 3', 'of 2', 'of 1']);
      // The queue starts P0, P1, P2: ticket k of the first draw is the k-th of them.
      expect(draws[0]!.running).toBe(`P${Number(String(draws[0]!.ticket).split(' ')[0]) - 1}`);
      expect(new Set(draws.map((v) => v.running)).size).toBe(3);
      expect(variables[0]).toEqual({ clock: 0, p: 'P0', running: 'none' });
    }
  });
});
