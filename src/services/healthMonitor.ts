import type { Connectivity } from './connectivity';

/** Spec §7/§9: check once at start; while inactive, check again every 60 s. */
export const HEALTH_POLL_MS = 60_000;

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
   */
  checkNow(): Promise<boolean>;
}

/**
 * The broadcast server flag of spec §4: false until a check answers 200, then true and
 * polling stops. A failed check (network error, any other status) is swallowed. With no
 * network the flag is false at once and nothing is asked (issue 51: the Projects page reads
 * 'Status: Inactive' offline); the network's return starts the checks again.
 */
export function createHealthMonitor(deps: HealthMonitorDeps): HealthMonitor {
  let active = false;
  let started = false;
  let timer: unknown;
  let checking: Promise<boolean> | null = null;
  let stopFollowingNetwork: (() => void) | undefined;
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

  const becomeActive = () => {
    cancelPoll();
    setActive(true);
  };

  const networkChanged = () => {
    if (online()) {
      if (started && !active && timer === undefined) void poll();
      return;
    }
    cancelPoll();
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

  async function poll() {
    timer = undefined;
    if (await check()) return;
    // Offline, the network's return polls again (networkChanged), not a timer.
    if (started && timer === undefined && online()) timer = deps.schedule(poll, HEALTH_POLL_MS);
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
      stopFollowingNetwork?.();
      stopFollowingNetwork = undefined;
      cancelPoll();
    },
    checkNow: () => (active ? Promise.resolve(true) : check()),
  };
}
