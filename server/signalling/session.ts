import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { type ClientMessage, POLICY_VIOLATION, type ServerMessage } from '../../src/realtime/protocol/signalling';
import type { IdTokenVerifier } from '../auth/verifyIdToken';
import { log } from '../log';
import { ADMISSION_ERRORS, verifyIdentity } from './admission';
import { parseHandshake } from './handshake';
import type { SignallingLimits } from './limits';
import { parseClientMessage } from './messageValidation';
import { TokenBucket } from './rateLimit';
import type { Member } from './roomRegistry';
import type { RoomService } from './rooms';

/** What every session shares: where rooms live (in memory or in Redis) and the limits. */
export interface SessionContext {
  rooms: RoomService;
  limits: SignallingLimits;
  verifyIdToken: IdTokenVerifier;
}

/**
 * A peer that stops reading would make the server buffer its partner's traffic without bound;
 * past this much unsent data it is cut off.
 */
const MAX_BUFFERED_BYTES = 1024 * 1024;
export const TOO_MANY_MESSAGES = 'Too many messages, slow down';
export const NOT_IN_ROOM = 'Not in a room yet';

/** 'Service Restart': the room this socket was in is gone with the shared room store. */
const SERVICE_RESTART = 1012;

function sendText(ws: WebSocket, json: string): void {
  if (ws.readyState !== WebSocket.OPEN) return;
  if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
    log('warn', 'slow_consumer_terminated', { bufferedBytes: ws.bufferedAmount });
    ws.terminate();
    return;
  }
  ws.send(json);
}

function send(ws: WebSocket, message: ServerMessage): void {
  sendText(ws, JSON.stringify(message));
}

/** Close reasons are capped at 123 bytes by the protocol; ours are short, but be sure. */
function refuse(ws: WebSocket, message: string, code = POLICY_VIOLATION): void {
  send(ws, { type: 'error', message });
  if (ws.readyState === WebSocket.OPEN) ws.close(code, Buffer.from(message).subarray(0, 123).toString());
}

function relayed(message: ClientMessage, from: string): ServerMessage {
  switch (message.type) {
    case 'offer':
      return { type: 'offer', from, offer: message.offer };
    case 'answer':
      return { type: 'answer', from, answer: message.answer };
    case 'ice-candidate':
      return { type: 'ice-candidate', from, candidate: message.candidate };
  }
}

/**
 * One socket from upgrade to close: handshake and identity, entering the room, then relaying
 * its messages to the other member. Leaving (close, error, heartbeat) goes through the
 * socket's single 'close' event, so the room is told exactly once.
 */
/** Takes the upgrade URL, not the request: a closure holding the request would keep it alive for the socket's lifetime. */
export function runSession(ws: WebSocket, url: string | undefined, ip: string, ctx: SessionContext, onClose: () => void): string {
  const socketId = randomBytes(12).toString('base64url');
  const bucket = new TokenBucket(ctx.limits.messagesPerSecond, ctx.limits.messageBurst);
  let roomId: string | undefined;

  ws.on('error', (error) => log('warn', 'socket_error', { socketId, message: error.message }));
  ws.on('close', (code) => {
    onClose();
    if (roomId === undefined) return;
    ctx.rooms.leave(roomId, socketId);
    log('info', 'room_left', { roomId, socketId, code });
  });

  /** Whatever goes wrong in handling one socket ends that socket, never the process. */
  const fail = (error: unknown) => {
    log('error', 'session_failed', { socketId, message: error instanceof Error ? error.message : String(error) });
    if (ws.readyState === WebSocket.OPEN) ws.close(1011, 'Internal error');
  };

  ws.on('message', (data, isBinary) => {
    try {
      onMessage(data, isBinary);
    } catch (error) {
      fail(error);
    }
  });

  admit().catch(fail);
  return socketId;

  function onMessage(data: WebSocket.RawData, isBinary: boolean): void {
    // Frames still arriving after we started closing (a flood, say) are not worth a look.
    if (ws.readyState !== WebSocket.OPEN) return;
    if (!bucket.take()) {
      log('warn', 'rate_limited', { socketId, roomId });
      refuse(ws, TOO_MANY_MESSAGES);
      return;
    }
    if (roomId === undefined) {
      send(ws, { type: 'error', message: NOT_IN_ROOM });
      return;
    }
    const parsed = parseClientMessage(data, isBinary);
    if (!parsed.ok) {
      log('warn', 'message_rejected', { socketId, roomId, reason: parsed.error });
      send(ws, { type: 'error', message: parsed.error });
      return;
    }
    // A recipient that just left is a normal race (trickled ICE), not an error worth a toast.
    ctx.rooms.relay(roomId, socketId, parsed.message.to, relayed(parsed.message, socketId));
  }

  async function admit(): Promise<void> {
    const handshake = parseHandshake(url);
    if (!handshake.ok) {
      log('warn', 'handshake_refused', { ip, socketId, reason: handshake.error });
      refuse(ws, handshake.error);
      return;
    }
    const params = handshake.params;
    const checked = await verifyIdentity(ctx.verifyIdToken, params, ctx.limits.verifyTimeoutMs);
    // The client may have gone while its token was being checked: it must not take a slot.
    if (ws.readyState !== WebSocket.OPEN) return;
    if (!checked.ok) {
      log('warn', 'handshake_refused', { ip, socketId, roomId: params.roomId, reason: checked.error, detail: checked.detail });
      refuse(ws, checked.error);
      return;
    }
    const { identity } = checked;
    const member: Member = {
      socketId,
      uid: identity.uid,
      name: identity.name,
      profilePic: identity.picture,
      send: (message) => send(ws, message),
      sendText: (json) => sendText(ws, json),
      end: (message) => refuse(ws, message, SERVICE_RESTART),
    };
    const outcome = await ctx.rooms.enter(ip, params, member);
    // Shared rooms answer asynchronously: a client that left meanwhile gives its place back.
    if (outcome.ok && ws.readyState !== WebSocket.OPEN) {
      ctx.rooms.leave(params.roomId, socketId);
      return;
    }
    if (!outcome.ok) {
      log('warn', 'handshake_refused', { ip, socketId, uid: identity.uid, roomId: params.roomId, reason: outcome.reason });
      refuse(ws, ADMISSION_ERRORS[outcome.reason]);
      return;
    }
    roomId = params.roomId;
    const type = params.createRoom ? 'created room successfully' : 'joined room successfully';
    send(ws, { type, clients: outcome.members, admin: outcome.admin, me: socketId });
    log('info', params.createRoom ? 'room_created' : 'room_joined', { roomId, socketId, uid: identity.uid, members: outcome.members.length });
  }
}
