import { describe, expect, it } from 'vitest';
import { OP_WIDTH } from '../../../workers/protocol/ops';
import { scheduleOperations } from '../../../workers/scheduler/operations';
import { schedule } from '../../../workers/scheduler/simulate';
import { processColumns, tableFigures } from './processTableRows';
import { SchedulerModel } from './schedulerModel';

describe('the live process table', () => {
  const procs = [
    { arrival: 0, burst: 24, priority: 2 },
    { arrival: 0, burst: 3, priority: 1 },
    { arrival: 0, burst: 3, priority: 3 },
  ];

  it('has spec §3 columns and a response time, Priority and Quantum used only where the mode uses them', () => {
    expect(processColumns(false, true).map((c) => c.header)).toEqual([
      'Arrival',
      'Burst',
      'Remaining',
      'Quantum used',
      'Waiting',
      'Turnaround',
      'Completion',
      'Response',
    ]);
    expect(processColumns(true, false).map((c) => c.header)).toEqual([
      'Arrival',
      'Burst',
      'Remaining',
      'Priority',
      'Waiting',
      'Turnaround',
      'Completion',
      'Response',
    ]);
  });

  it('shows a dash for the waiting time of a process that has not arrived yet, its count once it has', () => {
    // FCFS on 0:2 and 1:1 (P1 arrives at 1): step by step through P1's arrival.
    const late = [
      { arrival: 0, burst: 2, priority: 1 },
      { arrival: 1, burst: 1, priority: 1 },
    ];
    const model = new SchedulerModel(late, 'fcfs', 1);
    const waiting = processColumns(false, false).findIndex((c) => c.header === 'Waiting') + 1;
    const ops = new Int32Array([...scheduleOperations(schedule(late, 'fcfs', 1, 1), 'fcfs')].flat());
    const seen: string[] = [];
    for (let i = 0; i < ops.length / OP_WIDTH; i++) {
      model.apply(ops, i);
      seen.push(`t${model.clock} P1 ${tableFigures(model, processColumns(false, false))[1]![waiting]}`);
    }
    // P0 arrives and runs at time 0 while P1 is still to come; P1 arrives at 1 and waits until 2.
    expect(seen.slice(0, 3)).toEqual(['t0 P1 —', 't0 P1 —', 't1 P1 —']);
    expect(seen.slice(3, 5)).toEqual(['t1 P1 0', 't2 P1 1']);
    expect(seen[seen.length - 1]).toBe('t3 P1 1');
  });

  it('reads the model: dashes before completion, the textbook figures after the run', () => {
    const model = new SchedulerModel(procs, 'roundrobin', 4);
    const columns = processColumns(false, true);
    expect(tableFigures(model, columns)[0]).toEqual(['P0', '0', '24', '24', '0/4', '—', '—', '—', '—']);
    const ops = new Int32Array([...scheduleOperations(schedule(procs, 'roundrobin', 4, 1), 'roundrobin')].flat());
    for (let i = 0; i < ops.length / OP_WIDTH; i++) model.apply(ops, i);
    // Round robin, q = 4 (the textbook example): waiting 6, 4, 7; completion 30, 7, 10; first runs at 0, 4, 7.
    expect(tableFigures(model, columns)).toEqual([
      ['P0', '0', '24', '0', '4/4', '6', '30', '30', '0'],
      ['P1', '0', '3', '0', '3/4', '4', '7', '7', '4'],
      ['P2', '0', '3', '0', '3/4', '7', '10', '10', '7'],
    ]);
  });
});
