/** Spec §7/§9: check once at start; while inactive, check again every 60 s. */
export const HEALTH_POLL_MS = 60_000;

export interface HealthMonitorDeps {
  url: string;
  fetch: (url: string) => Promise<{ status: number }>;
  schedule: (run: () => void, ms: number) => unknown;
  cancel: (handle: unknown) => void;
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
 * polling stops. A failed check (network error, any other status) is swallowed.
 */
export function createHealthMonitor(deps: HealthMonitorDeps): HealthMonitor {
  let active = false;
  let started = false;
  let timer: unknown;
  let checking: Promise<boolean> | null = null;
  const listeners = new Set<() => void>();

  const becomeActive = () => {
    active = true;
    if (timer !== undefined) deps.cancel(timer);
    timer = undefined;
    for (const l of listeners) l();
  };

  // The one place that asks the server: 200 means up; anything else, or no answer, means not yet.
  const check = (): Promise<boolean> => {
    checking ??= Promise.resolve()
      .then(() => deps.fetch(deps.url))
      .then(
        (response) => response.status === 200,
        // Spec §7: a failure is swallowed and polling continues.
        () => false,
      )
      .then((up) => {
        checking = null;
        if (up && !active) becomeActive();
        return up;
      });
    return checking;
  };

  const poll = async () => {
    timer = undefined;
    if (await check()) return;
    if (started && timer === undefined) timer = deps.schedule(poll, HEALTH_POLL_MS);
  };

  return {
    isActive: () => active,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (started) return;
      started = true;
      void poll();
    },
    stop() {
      started = false;
      if (timer !== undefined) deps.cancel(timer);
      timer = undefined;
    },
    checkNow: () => (active ? Promise.resolve(true) : check()),
  };
}
