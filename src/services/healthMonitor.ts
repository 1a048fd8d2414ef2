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
}

/**
 * The broadcast server flag of spec §4: false until a check answers 200, then true and
 * polling stops. A failed check (network error, any other status) is swallowed.
 */
export function createHealthMonitor(deps: HealthMonitorDeps): HealthMonitor {
  let active = false;
  let started = false;
  let timer: unknown;
  const listeners = new Set<() => void>();

  const check = async () => {
    timer = undefined;
    try {
      const response = await deps.fetch(deps.url);
      if (response.status === 200) {
        active = true;
        for (const l of listeners) l();
        return;
      }
    } catch {
      // Spec §7: a failure is swallowed and polling continues.
    }
    if (started) timer = deps.schedule(check, HEALTH_POLL_MS);
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
      void check();
    },
    stop() {
      started = false;
      if (timer !== undefined) deps.cancel(timer);
      timer = undefined;
    },
  };
}
