import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from './config';
import { contentSecurityPolicy, embedContentSecurityPolicy } from './contentSecurityPolicy';
import { requestTarget } from './http';

export type HeaderSet = Readonly<Record<string, string>>;

/**
 * The headers every response carries, whatever answers it: the site, its assets, the API,
 * the health check, the live stream and every error (README: Security headers).
 */
export function securityHeaders(config: Pick<ServerConfig, 'authEmulatorHost' | 'site'>): HeaderSet {
  return Object.freeze({
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    // Older browsers that ignore frame-ancestors.
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The room needs camera and microphone on this origin only; nothing else asks for devices.
    'Permissions-Policy': 'camera=(self), microphone=(self), geolocation=(), payment=(), usb=()',
    // The Google sign-in popup must keep its opener to hand the result back.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  });
}

/**
 * The embed player's page (src/embed/, issue 49), at the paths the site's iframe code and the
 * service worker ask for: the one document other sites may frame. Its scripts, styles and
 * workers are fetched, not framed, so they need nothing of their own.
 */
export const EMBED_DOCUMENTS: ReadonlySet<string> = new Set(['/embed/', '/embed/index.html']);

/**
 * The embed player's headers: the site's, except that its policy lets the sites in
 * EMBED_FRAME_ANCESTORS frame it (any, by default), and without `X-Frame-Options`, which knows
 * no list of sites (`SAMEORIGIN` would refuse them all in the browsers that still read it).
 */
export function embedSecurityHeaders(config: Pick<ServerConfig, 'authEmulatorHost' | 'site' | 'embedFrameAncestors'>): HeaderSet {
  const { 'X-Frame-Options': _sameOrigin, ...site } = securityHeaders(config);
  return Object.freeze({ ...site, 'Content-Security-Policy': embedContentSecurityPolicy(config) });
}

/** Both sets, built once at start-up. */
export interface ResponseHeaders {
  site: HeaderSet;
  embed: HeaderSet;
}

export function responseHeaders(config: Pick<ServerConfig, 'authEmulatorHost' | 'site' | 'embedFrameAncestors'>): ResponseHeaders {
  return { site: securityHeaders(config), embed: embedSecurityHeaders(config) };
}

/** The embed's headers for a GET or HEAD of its page; the site's for every other request. */
export function headersFor(sets: ResponseHeaders, req: Pick<IncomingMessage, 'method' | 'url'>): HeaderSet {
  if (req.method !== 'GET' && req.method !== 'HEAD') return sets.site;
  return EMBED_DOCUMENTS.has(requestTarget(req.url).path) ? sets.embed : sets.site;
}

/** Set before any handler runs; a handler's writeHead merges its own headers with these. */
export function applySecurityHeaders(res: ServerResponse, headers: HeaderSet): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  // Switching sets on one response (an embed path with no page behind it): nothing of the other stays.
  if (!('X-Frame-Options' in headers)) res.removeHeader('X-Frame-Options');
}

/** The same headers as raw lines, for answers written straight to a socket. */
export function rawHeaderLines(headers: HeaderSet): string {
  return Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
}
