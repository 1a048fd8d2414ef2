import { useSyncExternalStore } from 'react';

/** Whether the browser has a network, and word when that changes. */
export interface Connectivity {
  isOnline(): boolean;
  subscribe(listener: () => void): () => void;
}

/**
 * The browser's own view (navigator.onLine and its 'online'/'offline' events). Offline is
 * certain (no network at all); online only means a network is there, so what needs the server
 * still asks it and says so when it does not answer.
 */
export const browserConnectivity: Connectivity = {
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  subscribe(listener) {
    if (typeof window === 'undefined') return () => {};
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
};

/** True while the browser has a network; the component re-renders when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(browserConnectivity.subscribe, browserConnectivity.isOnline, () => true);
}
