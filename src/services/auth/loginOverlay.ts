import { useSyncExternalStore } from 'react';
import { startAuth } from './authSession';

/** One open request for the login overlay; the overlay host (in the header) shows it. */
export interface LoginRequest {
  id: number;
  /** Runs when the visitor closes the overlay without signing in (Cancel, Escape). */
  onCancel?: () => void;
}

let current: LoginRequest | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: LoginRequest | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Opens the overlay; returns a function that withdraws this request (no onCancel). */
export function openLoginOverlay(options: { onCancel?: () => void } = {}): () => void {
  const request = { id: nextId++, onCancel: options.onCancel };
  set(request);
  // Warm up Firebase while the visitor reads the overlay, so the popup opens inside the click.
  void startAuth().catch(() => {});
  return () => {
    if (current?.id === request.id) set(null);
  };
}

/** Spec §2: the login overlay shows on request (header login control, 'Leave a feedback'). */
export function requestLogin(): void {
  openLoginOverlay();
}

/** Cancel / Escape: close and tell the requester. */
export function cancelLogin(): void {
  const request = current;
  set(null);
  request?.onCancel?.();
}

/** Signed in: close without the cancel callback. */
export function closeLoginOverlay(): void {
  set(null);
}

export function useLoginRequest(): LoginRequest | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
