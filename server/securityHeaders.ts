import type { ServerResponse } from 'node:http';
import type { ServerConfig } from './config';
import { contentSecurityPolicy } from './contentSecurityPolicy';

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

/** Set before any handler runs; a handler's writeHead merges its own headers with these. */
export function applySecurityHeaders(res: ServerResponse, headers: HeaderSet): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/** The same headers as raw lines, for answers written straight to a socket. */
export function rawHeaderLines(headers: HeaderSet): string {
  return Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
}
