import type { ServerConfig } from '../config';
import type { ServerFeature } from '../feature';
import { methodNotAllowed, requestTarget, sendError } from '../http';

/** What the embedded site needs to find the Auth emulator at runtime (its port is dynamic). */
export interface AuthRuntimeConfig {
  projectId: string;
  /** "host:port" of the Auth emulator, or null when the server runs against real Firebase. */
  authEmulatorHost: string | null;
}

export const AUTH_CONFIG_PATH = '/auth-config.json';

/**
 * `GET /auth-config.json`: a site built without VITE_FIREBASE_* variables asks its own server
 * which Firebase project and Auth emulator to use, so one build works with any emulator port.
 */
export function authConfigFeature(config: Pick<ServerConfig, 'firebaseProjectId' | 'authEmulatorHost'>): ServerFeature {
  const body = JSON.stringify({
    projectId: config.firebaseProjectId,
    authEmulatorHost: config.authEmulatorHost ?? null,
  } satisfies AuthRuntimeConfig);
  return {
    name: 'auth-config',
    handleRequest(req, res) {
      if (requestTarget(req.url).path !== AUTH_CONFIG_PATH) return false;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        sendError(res, methodNotAllowed(['GET', 'HEAD']));
        return true;
      }
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}
