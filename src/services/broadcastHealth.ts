import { useSyncExternalStore } from 'react';
import { broadcastServerUrl } from './broadcastServerUrl';
import { createHealthMonitor } from './healthMonitor';

/** The app-wide broadcast server flag (spec §3, §4), started once from main.tsx. */
export const broadcastHealth = createHealthMonitor({
  url: `${broadcastServerUrl()}/nonsenseActive`,
  fetch: (url) => fetch(url, { cache: 'no-store' }),
  schedule: (run, ms) => setTimeout(run, ms),
  cancel: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});

export function useBroadcastActive(): boolean {
  return useSyncExternalStore(broadcastHealth.subscribe, broadcastHealth.isActive);
}
