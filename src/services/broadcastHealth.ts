import { useSyncExternalStore } from 'react';
import { broadcastServerUrl } from './broadcastServerUrl';
import { browserConnectivity } from './connectivity';
import { createHealthMonitor } from './healthMonitor';

/** A check not answered by then counts as a failed one: a network that takes requests and loses them must not hold the realtime page for ever. */
const HEALTH_CHECK_TIMEOUT_MS = 10_000;

/** The app-wide broadcast server flag (spec §3, §4), started once from main.tsx. */
export const broadcastHealth = createHealthMonitor({
  url: `${broadcastServerUrl()}/nonsenseActive`,
  fetch: (url) => fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(HEALTH_CHECK_TIMEOUT_MS) }),
  schedule: (run, ms) => setTimeout(run, ms),
  cancel: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  connectivity: browserConnectivity,
});

export function useBroadcastActive(): boolean {
  return useSyncExternalStore(broadcastHealth.subscribe, broadcastHealth.isActive);
}
