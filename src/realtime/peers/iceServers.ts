/** Spec §7: peers share one configuration with a public STUN server. */
export const DEFAULT_ICE_SERVERS: RTCIceServer[] = [{ urls: 'stun:stun.l.google.com:19302' }];

/**
 * A runtime override in localStorage, so one build serves both production (STUN) and the
 * browser tests, which run with no network at all and must use none (host candidates only).
 */
export const ICE_SERVERS_STORAGE_KEY = 'realtime:iceServers';

function isIceServer(v: unknown): v is RTCIceServer {
  if (typeof v !== 'object' || v === null) return false;
  const { urls, username, credential } = v as Record<string, unknown>;
  const urlsOk = typeof urls === 'string' || (Array.isArray(urls) && urls.every((u) => typeof u === 'string'));
  return urlsOk && (username === undefined || typeof username === 'string') && (credential === undefined || typeof credential === 'string');
}

/** Parses a JSON list of RTCIceServer; anything malformed is null so the caller falls back. */
export function parseIceServers(json: string | null | undefined): RTCIceServer[] | null {
  if (!json) return null;
  try {
    const data: unknown = JSON.parse(json);
    return Array.isArray(data) && data.every(isIceServer) ? data : null;
  } catch {
    return null;
  }
}

function storedOverride(): string | null {
  try {
    return globalThis.localStorage?.getItem(ICE_SERVERS_STORAGE_KEY) ?? null;
  } catch {
    return null; // storage disabled (privacy mode): use the build's configuration
  }
}

/** localStorage override, else VITE_ICE_SERVERS (build time), else the public STUN default. */
export function iceServers(): RTCIceServer[] {
  return parseIceServers(storedOverride()) ?? parseIceServers(import.meta.env.VITE_ICE_SERVERS as string | undefined) ?? DEFAULT_ICE_SERVERS;
}
