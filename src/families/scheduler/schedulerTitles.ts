import type { SchedulerAlgorithm } from '../../../workers/scheduler/schedulerTypes';

/** Each value's title (spec §3's 'type'), by route value: a value without a title does not compile. */
export const schedulerTitles = {
  fcfs: 'First Come First Serve',
  sjf: 'Shortest Job First',
  sjfpreemptive: 'Shortest Job First (Preemptive)',
  roundrobin: 'Round Robin',
  lottery: 'Lottery Scheduling',
  priority: 'Priority Scheduling',
  preemptivepriority: 'Priority Scheduling (Preemptive)',
} as const satisfies Record<SchedulerAlgorithm, string>;
