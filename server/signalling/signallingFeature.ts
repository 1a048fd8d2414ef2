import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { SIGNALLING_PATH } from '../../src/realtime/protocol/signalling';
import type { IdTokenVerifier } from '../auth/verifyIdToken';
import { type ClientAddress, socketAddress } from '../clientAddress';
import type { ServerFeature } from '../feature';
import { requestTarget } from '../http';
import { log } from '../log';
import { ConnectionsPerIp } from './connectionLimit';
import { Heartbeat } from './heartbeat';
import type { SignallingLimits } from './limits';
import { createLocalRooms } from './localRooms';
import { createOriginPolicy } from './originPolicy';
import { PasswordAttempts } from './passwordAttempts';
import type { RoomService } from './rooms';
import { runSession } from './session';

export interface SignallingOptions {
  /** Injected so tests and the benchmark can choose; production passes the firebase-admin one. */
  verifyIdToken: IdTokenVerifier;
  limits: SignallingLimits;
  allowedOrigins: readonly string[];
  /**
   * Where rooms live. Default: this process's memory, with the wrong-password limit from
   * `limits`. `server/cluster/redisRooms.ts` builds the shared one (REDIS_URL); the feature
   * closes it on shutdown.
   */
  rooms?: RoomService;
  /** Who a request comes from, for the per-IP limits and logs; default: the socket's peer. */
  clientAddress?: ClientAddress;
}

export interface SignallingFeature extends ServerFeature {
  stats(): { rooms: number; sockets: number };
}

/** Shutdown waits this long for clients to acknowledge 'going away' before cutting them. */
const CLOSE_GRACE_MS = 1000;

function rejectUpgrade(socket: Duplex, status: 403 | 429, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${text.length}\r\n\r\n${text}`);
}

/**
 * Room signalling (spec §7) on the app server's port: WebSocket upgrades on SIGNALLING_PATH
 * are checked (origin, connections per IP) before `ws` takes them; everything after the
 * upgrade is one session per socket.
 */
export function createSignallingFeature(options: SignallingOptions): SignallingFeature {
  const { limits } = options;
  // No compression: it costs CPU per message and opens the door to decompression bombs.
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxPayloadBytes, perMessageDeflate: false });
  const rooms = options.rooms ?? createLocalRooms(new PasswordAttempts(limits.passwordAttempts, limits.passwordWindowMs));
  const connections = new ConnectionsPerIp(limits.maxConnectionsPerIp);
  const allowOrigin = createOriginPolicy(options.allowedOrigins);
  const heartbeat = new Heartbeat(limits.heartbeatMs);
  const clientIp = options.clientAddress ?? socketAddress;
  const context = { rooms, limits, verifyIdToken: options.verifyIdToken };

  return {
    name: 'signalling',

    handleUpgrade(req, socket, head) {
      if (requestTarget(req.url).path !== SIGNALLING_PATH) return false;
      const ip = clientIp(req);
      if (!allowOrigin(req)) {
        log('warn', 'upgrade_refused', { ip, reason: 'origin not allowed', origin: String(req.headers.origin).slice(0, 200) });
        rejectUpgrade(socket, 403, 'Forbidden');
        return true;
      }
      if (!connections.tryAcquire(ip)) {
        log('warn', 'upgrade_refused', { ip, reason: 'too many connections from this address' });
        rejectUpgrade(socket, 429, 'Too Many Requests');
        return true;
      }
      // Closures below outlive the upgrade, so they capture the URL, never the request itself.
      const url = req.url;
      // ws answers a malformed upgrade with 400 itself and never calls back: release then.
      let upgraded = false;
      socket.once('close', () => {
        if (!upgraded) connections.release(ip);
      });
      wss.handleUpgrade(req, socket, head, (ws) => {
        upgraded = true;
        const socketId = runSession(ws, url, ip, context, () => connections.release(ip));
        heartbeat.watch(ws, () => log('warn', 'heartbeat_timeout', { ip, socketId }));
      });
      return true;
    },

    stats() {
      return { rooms: rooms.localRoomCount(), sockets: wss.clients.size };
    },

    async close() {
      heartbeat.stop();
      const open = [...wss.clients];
      for (const ws of open) ws.close(1001, 'Server shutting down');
      const deadline = Date.now() + CLOSE_GRACE_MS;
      while (open.some((ws) => ws.readyState !== ws.CLOSED) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      for (const ws of open) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      // After the sockets: their leaving is what tells the other members (through Redis, if shared).
      await rooms.close();
    },
  };
}
