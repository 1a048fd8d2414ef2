import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './clientAddress';
import { DEFAULT_NODE_TTL_MS, MAX_DEAD_NODE_WAIT_MS, NODE_TTL_RANGE_MS } from './cluster/nodeLiveness';
import { parseEmbedFrameAncestors } from './frameAncestors';
import { loadSignallingLimits, type SignallingLimits } from './signalling/limits';

/** Everything the server reads from its environment, in one place (documented in the README). */
export interface ServerConfig {
  port: number;
  host: string;
  /** The built site (vite build output). */
  distDir: string;
  /** Where the server keeps its files (SQLite database). */
  dataDir: string;
  /** Origins allowed to open WebSockets; empty = same host only. */
  allowedOrigins: string[];
  /** Proxies whose X-Forwarded-For names the client (TRUST_PROXY); off = the socket's peer. */
  trustProxy: TrustProxy;
  production: boolean;
  /** Firebase project whose ID tokens the server accepts (a `demo-` id runs fully offline). */
  firebaseProjectId: string;
  /** "host:port" of the Firebase Auth emulator; unset = real Firebase Auth. */
  authEmulatorHost: string | undefined;
  /** Room signalling limits (payload size, rates, connections per IP, heartbeat). */
  signalling: SignallingLimits;
  /** Where the served site connects to; its Content-Security-Policy allows exactly these. */
  site: SiteConnections;
  /** Who may frame the embed player, `/embed/` (EMBED_FRAME_ANCESTORS; default `*`); every other page: this origin only. */
  embedFrameAncestors: string[];
  /** Shared rooms for several nodes; unset = rooms in this process's memory. */
  cluster: ClusterConfig | undefined;
  /** How long a client may take to send a request, and to keep an idle connection open. */
  http: HttpTimeouts;
}

/**
 * Slow clients hold a socket and memory each, so a trickle of them could take the server. The
 * long-lived connections are not requests still arriving: a room socket leaves HTTP at its
 * upgrade, and a review stream's request is complete once its headers are in.
 */
export interface HttpTimeouts {
  /** All of a request's headers must arrive within this (HTTP_HEADERS_TIMEOUT_MS); else 408 and closed. */
  headersTimeoutMs: number;
  /** The whole request, body included (HTTP_REQUEST_TIMEOUT_MS); else 408 and closed. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this (HTTP_KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveTimeoutMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = { headersTimeoutMs: 15_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000 };

function loadHttpTimeouts(env: NodeJS.ProcessEnv): HttpTimeouts {
  const read = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer (milliseconds), got "${raw}"`);
    return value;
  };
  const timeouts = {
    headersTimeoutMs: read('HTTP_HEADERS_TIMEOUT_MS', DEFAULT_HTTP_TIMEOUTS.headersTimeoutMs),
    requestTimeoutMs: read('HTTP_REQUEST_TIMEOUT_MS', DEFAULT_HTTP_TIMEOUTS.requestTimeoutMs),
    keepAliveTimeoutMs: read('HTTP_KEEP_ALIVE_TIMEOUT_MS', DEFAULT_HTTP_TIMEOUTS.keepAliveTimeoutMs),
  };
  // Node refuses the opposite: the headers are part of the request.
  if (timeouts.headersTimeoutMs > timeouts.requestTimeoutMs) {
    throw new Error(
      `HTTP_HEADERS_TIMEOUT_MS (${timeouts.headersTimeoutMs}) must not be longer than HTTP_REQUEST_TIMEOUT_MS (${timeouts.requestTimeoutMs})`,
    );
  }
  return timeouts;
}

/**
 * Read from the same VITE_* variables the site is built with, so the policy and the build
 * cannot name different places (README: Security headers).
 */
export interface SiteConnections {
  /** The Auth domain whose frame the sign-in popup needs (real Firebase only). */
  firebaseAuthDomain: string;
  /** Whether the site reads and writes reviews in Firestore rather than on this server. */
  firestoreReviews: boolean;
  /** Origin of a broadcast server other than this one, or undefined when it is this one. */
  broadcastServerOrigin: string | undefined;
}

export interface ClusterConfig {
  redisUrl: string;
  /** Nodes with the same prefix on one Redis share rooms. */
  keyPrefix: string;
  /** Heartbeat TTL: a node silent this long loses its members to the other nodes' sweep. */
  nodeTtlMs: number;
}

function loadClusterConfig(env: NodeJS.ProcessEnv): ClusterConfig | undefined {
  if (!env.REDIS_URL) return undefined;
  if (!/^rediss?:\/\//.test(env.REDIS_URL)) throw new Error('REDIS_URL must start with redis:// or rediss://');
  const ttl = env.REDIS_NODE_TTL_MS ? Number(env.REDIS_NODE_TTL_MS) : DEFAULT_NODE_TTL_MS;
  // A longer TTL would let a dead node's members wait longer than the README promises.
  const { min, max } = NODE_TTL_RANGE_MS;
  if (!Number.isInteger(ttl) || ttl < min || ttl > max) {
    throw new Error(
      `REDIS_NODE_TTL_MS must be an integer from ${min} to ${max} (a dead node's members are then removed within ${MAX_DEAD_NODE_WAIT_MS / 1000} s), got "${env.REDIS_NODE_TTL_MS}"`,
    );
  }
  return { redisUrl: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX || 'signalling:', nodeTtlMs: ttl };
}

export const DEFAULT_PORT = 8787;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = env.PORT === undefined || env.PORT === '' ? DEFAULT_PORT : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got "${env.PORT}"`);
  }
  const production = env.NODE_ENV === 'production';
  // Emulator tokens are unsigned: honouring them in production would let anyone be anyone.
  if (production && env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production (emulator tokens are unsigned)');
  }
  return {
    port,
    host: env.HOST || '127.0.0.1',
    distDir: path.resolve(env.DIST_DIR || 'dist'),
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    production,
    firebaseProjectId: env.FIREBASE_PROJECT_ID || 'demo-portfolio',
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST || undefined,
    signalling: loadSignallingLimits(env),
    site: loadSiteConnections(env),
    embedFrameAncestors: parseEmbedFrameAncestors(env.EMBED_FRAME_ANCESTORS),
    cluster: loadClusterConfig(env),
    http: loadHttpTimeouts(env),
  };
}

function loadSiteConnections(env: NodeJS.ProcessEnv): SiteConnections {
  const projectId = env.VITE_FIREBASE_PROJECT_ID || env.FIREBASE_PROJECT_ID || 'demo-portfolio';
  const broadcast = env.VITE_BROADCAST_SERVER_URL?.trim();
  let broadcastServerOrigin: string | undefined;
  if (broadcast) {
    const url = URL.canParse(broadcast) ? new URL(broadcast) : undefined;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new Error(`VITE_BROADCAST_SERVER_URL must be an http(s) URL, got "${broadcast}"`);
    }
    broadcastServerOrigin = url.origin;
  }
  return {
    // The site's own default (src/services/firebase/config.ts): {projectId}.firebaseapp.com.
    firebaseAuthDomain: env.VITE_FIREBASE_AUTH_DOMAIN?.trim() || `${projectId}.firebaseapp.com`,
    // Without the Auth emulator the site is built for a real project, and such a site keeps
    // reviews in Firestore unless VITE_REVIEWS_BACKEND says 'server' (src/services/reviews/backendChoice.ts).
    firestoreReviews: !env.FIREBASE_AUTH_EMULATOR_HOST && env.VITE_REVIEWS_BACKEND !== 'server',
    broadcastServerOrigin,
  };
}
