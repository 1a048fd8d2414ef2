import { useSyncExternalStore } from 'react';
import { getAuthState, subscribeAuth } from './authSession';
import type { AuthState } from './types';

/** The signed-in user, and whether that is known yet (restoring a session takes a moment). */
export function useAuthUser(): AuthState {
  return useSyncExternalStore(subscribeAuth, getAuthState, getAuthState);
}
