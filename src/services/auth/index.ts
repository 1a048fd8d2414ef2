// The client auth API. Importing it never loads Firebase; that happens on first real use.
export { getFreshIdToken, logout } from './authSession';
export { requestLogin } from './loginOverlay';
export type { AuthUser } from './types';
export { useAuthUser } from './useAuthUser';
