import { describe, expect, it, vi } from 'vitest';
import { createHealthMonitor, HEALTH_POLL_MS, NETWORK_RETURN_RETRY_MS } from './healthMonitor';

/** A network the test switches off and on, as the browser's 'offline' and 'online' events do. */
function network(initiallyOnline = true) {
  let online = initiallyOnline;
  const listeners = new Set<() => void>();
  return {
    isOnline: () => online,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: boolean) {
      online = next;
      for (const l of listeners) l();
    },
    listeners,
  };
}

function harness(answers: (number | Error)[], connectivity?: ReturnType<typeof network>) {
  const scheduled: { run: () => void; ms: number }[] = [];
  const cancelled: unknown[] = [];
  const fetch = vi.fn(async () => {
    const next = answers.shift();
    if (next instanceof Error || next === undefined) throw next ?? new Error('down');
    return { status: next };
  });
  const monitor = createHealthMonitor({
    url: 'http://x/nonsenseActive',
    fetch,
    // The handle is the entry's position, so a test can tell which poll was cancelled.
    schedule: (run, ms) => scheduled.push({ run, ms }) - 1,
    cancel: (handle) => cancelled.push(handle),
    connectivity,
  });
  const flush = () => new Promise((r) => setTimeout(r, 0));
  return { monitor, fetch, scheduled, cancelled, flush };
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
    scheduled[0]!.run();
    await flush();
    expect(monitor.isActive()).toBe(false);
    scheduled[1]!.run();
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

  it('checks now on request: up at once for every subscriber, and the pending poll cancelled', async () => {
    const { monitor, fetch, scheduled, cancelled, flush } = harness([503, 200]);
    const seen = vi.fn();
    monitor.subscribe(seen);
    monitor.start();
    await flush();
    expect(scheduled).toHaveLength(1);
    expect(await monitor.checkNow()).toBe(true);
    expect(monitor.isActive()).toBe(true);
    expect(seen).toHaveBeenCalledOnce();
    expect(cancelled).toEqual([0]);
    // Already up: answered without asking the server again.
    expect(await monitor.checkNow()).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('answers false when a check on request fails, and keeps polling', async () => {
    const { monitor, scheduled, cancelled, flush } = harness([503, new Error('offline'), 200]);
    const seen = vi.fn();
    monitor.subscribe(seen);
    monitor.start();
    await flush();
    expect(await monitor.checkNow()).toBe(false);
    expect(monitor.isActive()).toBe(false);
    expect(seen).not.toHaveBeenCalled();
    expect(cancelled).toEqual([]);
    scheduled[0]!.run();
    await flush();
    expect(monitor.isActive()).toBe(true);
  });

  it('shares one request between checks that overlap', async () => {
    const { monitor, fetch } = harness([200]);
    const answers = await Promise.all([monitor.checkNow(), monitor.checkNow()]);
    expect(answers).toEqual([true, true]);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('turns inactive at once when the network goes away, asks nothing while offline, and checks again when it is back', async () => {
    const net = network();
    const { monitor, fetch, scheduled, flush } = harness([200, 503, 200], net);
    const seen = vi.fn();
    monitor.subscribe(seen);
    monitor.start();
    await flush();
    expect(monitor.isActive()).toBe(true);

    net.set(false);
    expect(monitor.isActive()).toBe(false);
    expect(seen).toHaveBeenCalledTimes(2);
    expect(await monitor.checkNow()).toBe(false);
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(scheduled).toHaveLength(0);

    // Back online: checked at once; down, so checked again soon (the route may still be settling).
    net.set(true);
    await flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(monitor.isActive()).toBe(false);
    expect(scheduled.map((s) => s.ms)).toEqual([NETWORK_RETURN_RETRY_MS[0]]);
    scheduled[0]!.run();
    await flush();
    expect(monitor.isActive()).toBe(true);
  });

  it('after the network returns, checks again after each quick wait, then every 60 s', async () => {
    const net = network(false);
    const answers = NETWORK_RETURN_RETRY_MS.map(() => new Error('route not up yet'));
    const { monitor, fetch, scheduled, flush } = harness([...answers, new Error('down'), 503, 200], net);
    monitor.start();
    net.set(true);
    await flush();
    for (let i = 0; i < NETWORK_RETURN_RETRY_MS.length; i++) {
      scheduled.at(-1)!.run();
      await flush();
    }
    expect(scheduled.map((s) => s.ms)).toEqual([...NETWORK_RETURN_RETRY_MS, HEALTH_POLL_MS]);
    expect(fetch).toHaveBeenCalledTimes(NETWORK_RETURN_RETRY_MS.length + 1);
    scheduled.at(-1)!.run();
    await flush();
    expect(scheduled.at(-1)!.ms).toBe(HEALTH_POLL_MS);
    expect(monitor.isActive()).toBe(false);
    scheduled.at(-1)!.run();
    await flush();
    expect(monitor.isActive()).toBe(true);
  });

  it('a check on request just after the network returns waits for the quick checks, not the first failure', async () => {
    const net = network(false);
    const { monitor, fetch, scheduled, flush } = harness([new Error('route not up yet'), 200], net);
    monitor.start();
    net.set(true);
    let answer: boolean | undefined;
    void monitor.checkNow().then((up) => (answer = up));
    await flush();
    // The first check failed, and the page that asked has not been told 'down'.
    expect(answer).toBeUndefined();
    expect(fetch).toHaveBeenCalledOnce();
    scheduled[0]!.run();
    await flush();
    expect(answer).toBe(true);
    expect(monitor.isActive()).toBe(true);
  });

  it('a check on request answers false once every quick check after the network returns has failed', async () => {
    const net = network(false);
    const { monitor, scheduled, flush } = harness([], net);
    monitor.start();
    net.set(true);
    const checked = monitor.checkNow();
    await flush();
    for (let i = 0; i < NETWORK_RETURN_RETRY_MS.length; i++) {
      scheduled.at(-1)!.run();
      await flush();
    }
    expect(await checked).toBe(false);
  });

  it('drops the quick checks when the network goes again, and answers a waiting request false', async () => {
    const net = network(false);
    const { monitor, fetch, scheduled, cancelled, flush } = harness([new Error('route not up yet')], net);
    monitor.start();
    net.set(true);
    const checked = monitor.checkNow();
    await flush();
    expect(scheduled).toHaveLength(1);
    net.set(false);
    expect(cancelled).toEqual([0]);
    expect(await checked).toBe(false);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('started offline: inactive without a request and without a timer, until the network comes', async () => {
    const net = network(false);
    const { monitor, fetch, scheduled, flush } = harness([200], net);
    monitor.start();
    await flush();
    expect(monitor.isActive()).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(scheduled).toHaveLength(0);
    net.set(true);
    await flush();
    expect(monitor.isActive()).toBe(true);
  });

  it('drops a pending poll when the network goes, and stops following the network once stopped', async () => {
    const net = network();
    const { monitor, scheduled, cancelled, flush } = harness([503], net);
    monitor.start();
    await flush();
    expect(scheduled).toHaveLength(1);
    net.set(false);
    expect(cancelled).toEqual([0]);
    monitor.stop();
    expect(net.listeners.size).toBe(0);
  });

  it('keeps the quick checks when the network goes and returns while a check is still on its way', async () => {
    const net = network();
    let fail: () => void = () => {};
    const scheduled: number[] = [];
    const monitor = createHealthMonitor({
      url: 'http://x/nonsenseActive',
      fetch: () => new Promise((_resolve, reject) => (fail = () => reject(new Error('no route')))),
      schedule: (_run, ms) => scheduled.push(ms),
      cancel: () => {},
      connectivity: net,
    });
    monitor.start();
    await new Promise((r) => setTimeout(r, 0));
    // The start's check is still on its way when the network flaps; the return's checks share it.
    net.set(false);
    net.set(true);
    fail();
    await new Promise((r) => setTimeout(r, 0));
    // The start's poll does not put the 60 s poll in place of the quick checks.
    expect(scheduled).toEqual([NETWORK_RETURN_RETRY_MS[0]]);
  });

  it('does not turn active on an answer that arrives after the network went away', async () => {
    const net = network();
    let answer: (value: { status: number }) => void = () => {};
    const monitor = createHealthMonitor({
      url: 'http://x/nonsenseActive',
      fetch: () => new Promise((resolve) => (answer = resolve)),
      schedule: () => 0,
      cancel: () => {},
      connectivity: net,
    });
    const checked = monitor.checkNow();
    await new Promise((r) => setTimeout(r, 0));
    net.set(false);
    answer({ status: 200 });
    expect(await checked).toBe(false);
    expect(monitor.isActive()).toBe(false);
  });
});
