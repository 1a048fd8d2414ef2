import { PerformanceObserver } from 'node:perf_hooks';

/** Garbage-collection pauses of this process while enabled: a usual suspect for tail latency. */
export function watchGcPauses() {
  let count = 0;
  let totalMs = 0;
  let maxMs = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      count += 1;
      totalMs += entry.duration;
      maxMs = Math.max(maxMs, entry.duration);
    }
  });
  return {
    start() {
      count = 0;
      totalMs = 0;
      maxMs = 0;
      observer.observe({ entryTypes: ['gc'] });
    },
    stop() {
      observer.disconnect();
      return { count, totalMs, maxMs };
    },
  };
}
