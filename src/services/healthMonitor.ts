import type { Connectivity } from './connectivity';

/** Spec §7/§9: check once at start; while inactive, check again every 60 s. */
export const HEALTH_POLL_MS = 60_000;

/**
 * When the network comes back, its first requests can still fail: a link is up before its
 * route is, and a browser says 'online' to every tab before each tab's requests go through.
 * So a failed check then is tried again after these waits, before the 60 s poll takes over;
 * a visitor back on the network is not told the server is down for a minute.
 */
export const NETWORK_RETURN_RETRY_MS: readonly number[] = [1_000, 3_000, 10_000];

export interface HealthMonitorDeps {
  url: string;
  fetch: (url: string) => Promise<{ status: number }>;
  schedule: (run: () => void, ms: number) => unknown;
  cancel: (handle: unknown) => void;
  /** The browser's network; without it the monitor takes the network to be always there. */
  connectivity?: Connectivity;
}

export interface HealthMonitor {
  isActive(): boolean;
  subscribe(listener: () => void): () => void;
  start(): void;
  stop(): void;
  /**
   * Checks now rather than at the next poll (a page that needs the server, opened before the
   * first check answered), and tells every subscriber if the server is up. True when it is;
   * a check already on its way is shared, and an active flag answers without asking again.
   * Just after the network came back, it answers once those quick checks have (see
   * NETWORK_RETURN_RETRY_MS), so a page is not sent away by a route still settling.
   */
  checkNow(): Promise<boolean>;
}

/**
 * The broadcast server flag of spec §4: false until a check answers 200, then true and
 * polling stops. A failed check (network error, any other status) is swallowed. With no
 * network the flag is false at once and nothing is asked (issue 51: the Projects page reads
 * 'Status: Inactive' offline); the network's return starts the checks again, quickly at first.
 */
export function createHealthMonitor(deps: HealthMonitorDeps): HealthMonitor {
  let active = false;
  let started = false;
  let timer: unknown;
  let checking: Promise<boolean> | null = null;
  let stopFollowingNetwork: (() => void) | undefined;
  // The quick checks after the network's return, while they last: what checkNow answers with.
  let returning: Promise<boolean> | null = null;
  let endReturning: ((up: boolean) => void) | undefined;
  // Moves on whenever the network goes: a poll that began before then does not decide what follows.
  let generation = 0;
  const listeners = new Set<() => void>();
  const online = () => deps.connectivity?.isOnline() ?? true;

  const cancelPoll = () => {
    if (timer !== undefined) deps.cancel(timer);
    timer = undefined;
  };

  const setActive = (next: boolean) => {
    active = next;
    for (const l of listeners) l();
  };

  const finishReturning = (up: boolean) => {
    endReturning?.(up);
    endReturning = undefined;
    returning = null;
  };

  const becomeActive = () => {
    cancelPoll();
    setActive(true);
    finishReturning(true);
  };

  const networkChanged = () => {
    if (online()) {
      if (started && !active && timer === undefined && !returning) {
        returning = new Promise((resolve) => (endReturning = resolve));
        void poll(NETWORK_RETURN_RETRY_MS);
      }
      return;
    }
    generation++;
    cancelPoll();
    finishReturning(false);
    if (active) setActive(false);
  };

  // The one place that asks the server: 200 means up; anything else, or no answer, means not yet.
  const check = (): Promise<boolean> => {
    if (!online()) return Promise.resolve(false);
    checking ??= Promise.resolve()
      .then(() => deps.fetch(deps.url))
      .then(
        (response) => response.status === 200,
        // Spec §7: a failure is swallowed and polling continues.
        () => false,
      )
      .then((answer) => {
        checking = null;
        // An answer that arrives after the network went away says nothing about now.
        const up = answer && online();
        if (up && !active) becomeActive();
        return up;
      });
    return checking;
  };

  /** Checks; if the server is not up, checks again after the first of `retries`, or after the 60 s poll when none are left. */
  async function poll(retries: readonly number[] = []) {
    timer = undefined;
    // Offline, the network's return polls again (networkChanged), not a timer.
    if (!online()) return finishReturning(false);
    const mine = generation;
    if (await check()) return;
    // The network went (and perhaps came back, with checks of its own) while this one asked.
    if (mine !== generation) return;
    if (!started || !online()) return finishReturning(false);
    if (timer !== undefined) return;
    const [wait, ...rest] = retries;
    if (wait === undefined) {
      finishReturning(false);
      timer = deps.schedule(() => void poll(), HEALTH_POLL_MS);
    } else {
      timer = deps.schedule(() => void poll(rest), wait);
    }
  }

  return {
    isActive: () => active,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (started) return;
      started = true;
      stopFollowingNetwork = deps.connectivity?.subscribe(networkChanged);
      void poll();
    },
    stop() {
      started = false;
      generation++;
      stopFollowingNetwork?.();
      stopFollowingNetwork = undefined;
      cancelPoll();
      finishReturning(false);
    },
    checkNow: () => (active ? Promise.resolve(true) : (returning ?? check())),
  };
}
