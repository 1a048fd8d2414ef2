import type { IncomingMessage } from 'node:http';

/**
 * Which web pages may open a room socket (defence against cross-site WebSocket hijacking).
 * The server serves the site itself, so its own host is always allowed; ALLOWED_ORIGINS adds
 * others (a separately hosted site, the Vite dev server). A request without an Origin header
 * cannot come from a browser page, and any other client could forge the header anyway, so it
 * is let through to the identity check rather than refused here.
 */
export function createOriginPolicy(allowedOrigins: readonly string[]): (req: IncomingMessage) => boolean {
  const allowed = new Set(allowedOrigins.map(normalise).filter((o): o is string => o !== undefined));
  return (req) => {
    const origin = req.headers.origin;
    if (origin === undefined) return true;
    const normalised = normalise(origin);
    if (normalised === undefined) return false;
    if (allowed.has(normalised)) return true;
    const host = req.headers.host;
    return host !== undefined && new URL(normalised).host === host.toLowerCase();
  };
}

/** `https://Example.com:443/` and `https://example.com` are the same origin. */
function normalise(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}
