import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import type { RoomConnectionParams, ServerMessage } from '../../src/realtime/protocol/signalling';
import { type RunningServer, startAppServer } from '../appServer';
import type { IdTokenVerifier } from '../auth/verifyIdToken';
import { clientAddressFor, parseTrustProxy } from '../clientAddress';
import { DEFAULT_NODE_TTL_MS } from '../cluster/nodeLiveness';
import { createRedisRooms } from '../cluster/redisRooms';
import { type HttpTimeouts, loadConfig } from '../config';
import { setLogSilent } from '../log';
import { mintIdToken } from '../testing/authEmulator';
import { DEFAULT_SIGNALLING_LIMITS, type SignallingLimits } from './limits';
import { createSignallingFeature, type SignallingFeature } from './signallingFeature';

/** Test harness: a real app server on a free loopback port with the signalling feature. */
export interface SignallingServer {
  wsUrl: string;
  feature: SignallingFeature;
  close(): Promise<void>;
}

/** Shared rooms for a test server: nodes given the same Redis and prefix share rooms. */
export interface TestCluster {
  redisUrl: string;
  keyPrefix: string;
  nodeTtlMs?: number;
}

let sharedRoomsRedisUrl: string | undefined;

/**
 * From now on, in this test file, every server started without `cluster` keeps its rooms in
 * Redis at `redisUrl`, under a prefix of its own: the suites written for separate in-memory
 * servers then run unchanged against Redis-backed nodes (see server/cluster/*.onRedis.test.ts).
 */
export function keepRoomsInRedis(redisUrl: string): void {
  sharedRoomsRedisUrl = redisUrl;
}

let prefixes = 0;
export function uniquePrefix(): string {
  prefixes += 1;
  return `test-${process.pid}-${prefixes}-${Math.random().toString(36).slice(2, 8)}:`;
}

export async function startSignallingServer(options: {
  verifyIdToken: IdTokenVerifier;
  limits?: Partial<SignallingLimits>;
  allowedOrigins?: string[];
  cluster?: TestCluster;
  /** TRUST_PROXY as the environment would give it. */
  trustProxy?: string;
  http?: Partial<HttpTimeouts>;
}): Promise<SignallingServer> {
  // Tests that check log lines switch logging back on around what they observe.
  setLogSilent(true);
  const limits = { ...DEFAULT_SIGNALLING_LIMITS, ...options.limits };
  const cluster = options.cluster ?? (sharedRoomsRedisUrl ? { redisUrl: sharedRoomsRedisUrl, keyPrefix: uniquePrefix() } : undefined);
  const rooms = cluster
    ? await createRedisRooms({
        redisUrl: cluster.redisUrl,
        keyPrefix: cluster.keyPrefix,
        nodeTtlMs: cluster.nodeTtlMs ?? DEFAULT_NODE_TTL_MS,
        passwordAttempts: limits.passwordAttempts,
        passwordWindowMs: limits.passwordWindowMs,
      })
    : undefined;
  const feature = createSignallingFeature({
    verifyIdToken: options.verifyIdToken,
    limits,
    allowedOrigins: options.allowedOrigins ?? [],
    rooms,
    clientAddress: clientAddressFor(parseTrustProxy(options.trustProxy)),
  });
  const distDir = mkdtempSync(path.join(tmpdir(), 'signalling-dist-'));
  const config = loadConfig({ PORT: '0' });
  const running: RunningServer = await startAppServer({ ...config, distDir, http: { ...config.http, ...options.http } }, [feature]);
  return { wsUrl: running.url.replace('http', 'ws'), feature, close: () => running.close() };
}

export interface TestUser {
  uid: string;
  idToken: string;
  name: string;
  picture: string;
}

/** A real emulator account and ID token; names are unique so tests can tell members apart. */
export async function mintUser(emulatorHost: string, projectId: string, name: string): Promise<TestUser> {
  const picture = `https://example.test/${encodeURIComponent(name)}.png`;
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Math.random().toString(36).slice(2, 8)}@example.test`;
  const { idToken, uid } = await mintIdToken(emulatorHost, projectId, { email, name, picture });
  return { uid, idToken, name, picture };
}

export function roomUrl(wsUrl: string, params: Partial<Record<keyof RoomConnectionParams, string | boolean>>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) query.set(key, String(value));
  return `${wsUrl}/?${query}`;
}

export function paramsFor(user: TestUser, roomId: string, createRoom: boolean, roomPass = '') {
  return { uid: user.uid, idToken: user.idToken, roomId, roomPass, createRoom };
}

/** A real `ws` client that records what it receives, so tests can await the next message. */
export class TestClient {
  readonly ws: WebSocket;
  readonly received: ServerMessage[] = [];
  readonly opened: Promise<void>;
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: (() => void)[] = [];

  constructor(url: string, options: WebSocket.ClientOptions = {}) {
    this.ws = new WebSocket(url, options);
    this.ws.on('message', (data) => {
      this.received.push(JSON.parse(data.toString()) as ServerMessage);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
    this.closed = new Promise((resolve) => this.ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    this.ws.on('error', () => {});
  }

  /** The first received message of this type (already received or yet to come); it is consumed. */
  async next<T extends ServerMessage['type']>(type: T, timeoutMs = 10_000): Promise<Extract<ServerMessage, { type: T }>> {
    await this.waitFor(() => this.received.some((m) => m.type === type), timeoutMs, `a '${type}' message`);
    const index = this.received.findIndex((m) => m.type === type);
    return this.received.splice(index, 1)[0] as Extract<ServerMessage, { type: T }>;
  }

  /** The first message received at all, left in place. */
  async first(timeoutMs = 10_000): Promise<ServerMessage> {
    await this.waitFor(() => this.received.length > 0, timeoutMs, 'any message');
    return this.received[0]!;
  }

  private async waitFor(ready: () => boolean, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!ready()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${timeoutMs} ms; got ${JSON.stringify(this.received).slice(0, 500)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  send(value: unknown): void {
    this.ws.send(typeof value === 'string' ? value : JSON.stringify(value));
  }

  close(): Promise<{ code: number; reason: string }> {
    this.ws.close();
    return this.closed;
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Creator and joiner in one room, with their server-assigned socket ids. */
export async function openPair(server: SignallingServer, creator: TestUser, joiner: TestUser, roomId: string, roomPass = '') {
  const a = new TestClient(roomUrl(server.wsUrl, paramsFor(creator, roomId, true, roomPass)));
  const created = await a.next('created room successfully');
  const b = new TestClient(roomUrl(server.wsUrl, paramsFor(joiner, roomId, false, roomPass)));
  const joined = await b.next('joined room successfully');
  await a.next('new client');
  return { a, b, aId: created.me, bId: joined.me };
}

/**
 * An emulator token with some claims rewritten. Emulator tokens are unsigned JWTs (alg
 * "none"), so the result is exactly what a forger could send.
 */
export function forgeToken(idToken: string, claims: Record<string, unknown>): string {
  const [header, payload] = idToken.split('.');
  const decoded = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
  const forged = Buffer.from(JSON.stringify({ ...decoded, ...claims })).toString('base64url');
  return `${header}.${forged}.`;
}
