import type { ServerConfig } from './config';

/** Google's sign-in endpoints that the Firebase Auth SDK calls from the page. */
const FIREBASE_AUTH_APIS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
/** The Firestore SDK's channel (it long-polls over HTTPS; no WebSocket). */
const FIRESTORE_API = 'https://firestore.googleapis.com';
/** The popup flow loads Google's gapi loader, which talks to the Auth domain's frame. */
const GOOGLE_API_LOADER = 'https://apis.google.com';
/** Where Google serves the profile pictures of its accounts (header and reviews). */
const GOOGLE_PROFILE_PICTURES = 'https://lh3.googleusercontent.com';

export type Directives = Record<string, string[]>;

/**
 * The Content-Security-Policy of everything this server serves, as directives, built only
 * from the configuration. Every source is listed for a reason in the README ("Security
 * headers"); nothing is a wildcard, and scripts never run inline or from eval.
 */
export function cspDirectives(config: Pick<ServerConfig, 'authEmulatorHost' | 'site'>, frameAncestors: readonly string[] = ["'self'"]): Directives {
  const realFirebase = config.authEmulatorHost === undefined;
  const { firebaseAuthDomain, firestoreReviews, broadcastServerOrigin } = config.site;

  const connect = ["'self'"];
  if (config.authEmulatorHost) connect.push(`http://${config.authEmulatorHost}`);
  if (realFirebase) connect.push(...FIREBASE_AUTH_APIS);
  if (realFirebase && firestoreReviews) connect.push(FIRESTORE_API);
  if (broadcastServerOrigin) connect.push(broadcastServerOrigin, broadcastServerOrigin.replace(/^http/, 'ws'));

  return {
    'default-src': ["'self'"],
    'script-src': realFirebase ? ["'self'", GOOGLE_API_LOADER] : ["'self'"],
    // MUI's styling engine (emotion) inserts <style> elements at runtime; styles only.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: is the local account chooser's initials avatar and the drawing board's snapshots.
    'img-src': realFirebase ? ["'self'", 'data:', GOOGLE_PROFILE_PICTURES] : ["'self'", 'data:'],
    'connect-src': connect,
    'frame-src': realFirebase ? ["'self'", `https://${firebaseAuthDomain}`] : ["'self'"],
    // Vite emits each module worker as a file under /assets: no blob: workers.
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    // The CV page frames /cv/1 from the same origin; nobody else may frame a page of the site.
    // The embed player is the one exception (embedContentSecurityPolicy).
    'frame-ancestors': [...frameAncestors],
  };
}

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

export function contentSecurityPolicy(config: Pick<ServerConfig, 'authEmulatorHost' | 'site'>): string {
  return serializePolicy(cspDirectives(config));
}

/**
 * The embed player's page (`/embed/`, issue 49): the same policy, except that the sites in
 * EMBED_FRAME_ANCESTORS (any, by default) may frame it. It is the only response that says so.
 */
export function embedContentSecurityPolicy(config: Pick<ServerConfig, 'authEmulatorHost' | 'site' | 'embedFrameAncestors'>): string {
  return serializePolicy(cspDirectives(config, config.embedFrameAncestors));
}
