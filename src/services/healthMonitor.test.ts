import { describe, expect, it, vi } from 'vitest';
import { createHealthMonitor, HEALTH_POLL_MS } from './healthMonitor';

function harness(answers: (number | Error)[]) {
  const scheduled: { run: () => void; ms: number }[] = [];
  const fetch = vi.fn(async () => {
    const next = answers.shift();
    if (next instanceof Error || next === undefined) throw next ?? new Error('down');
    return { status: next };
  });
  const monitor = createHealthMonitor({
    url: 'http://x/nonsenseActive',
    fetch,
    schedule: (run, ms) => scheduled.push({ run, ms }),
    cancel: () => {},
  });
  const flush = () => new Promise((r) => setTimeout(r, 0));
  return { monitor, fetch, scheduled, flush };
}

describe('broadcast server health monitor', () => {
  it('turns active on a 200 and stops polling', async () => {
    const { monitor, fetch, scheduled, flush } = harness([200]);
    const seen = vi.fn();
    monitor.subscribe(seen);
    monitor.start();
    await flush();
    expect(monitor.isActive()).toBe(true);
    expect(seen).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledWith('http://x/nonsenseActive');
    expect(scheduled).toHaveLength(0);
  });

  it('stays inactive and retries every 60 s after errors and other statuses', async () => {
    const { monitor, fetch, scheduled, flush } = harness([new Error('offline'), 503, 200]);
    monitor.start();
    await flush();
    expect(monitor.isActive()).toBe(false);
    expect(scheduled.map((s) => s.ms)).toEqual([HEALTH_POLL_MS]);
    scheduled[0].run();
    await flush();
    expect(monitor.isActive()).toBe(false);
    scheduled[1].run();
    await flush();
    expect(monitor.isActive()).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(scheduled).toHaveLength(2);
  });

  it('checks once however often it is started', async () => {
    const { monitor, fetch, flush } = harness([200]);
    monitor.start();
    monitor.start();
    await flush();
    expect(fetch).toHaveBeenCalledOnce();
  });
});
