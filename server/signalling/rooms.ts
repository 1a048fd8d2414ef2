import type { RoomConnectionParams, ServerMessage } from '../../src/realtime/protocol/signalling';
import type { JoinOutcome, Member } from './roomRegistry';

/** Why entering failed beyond the registry's own reasons; each maps to a text in ADMISSION_ERRORS. */
export type EnterOutcome = JoinOutcome | { ok: false; reason: 'tooManyPasswords' | 'unavailable' };

/**
 * Where rooms live, as the session sees them. Two implementations: the in-memory one
 * (`localRooms.ts`, the default: one process holds every room) and the Redis one
 * (`server/cluster/redisRooms.ts`, opt-in with REDIS_URL: rooms shared by several nodes).
 * `enter` is asynchronous because the shared one asks Redis; the in-memory one decides
 * synchronously inside it, which keeps racing creates of one id ending with one room.
 */
export interface RoomService {
  /** Creates or joins `params.roomId`, counting wrong passwords per (IP, room). */
  enter(ip: string, params: RoomConnectionParams, member: Member): Promise<EnterOutcome>;
  /** Removes the member and tells the other one once; safe to call for a member already gone. */
  leave(roomId: string, socketId: string): void;
  /** Delivers `message` to `toSocketId` only if both are members of `roomId`; otherwise drops it. */
  relay(roomId: string, fromSocketId: string, toSocketId: string, message: ServerMessage): void;
  /** Rooms with at least one member on this process. */
  localRoomCount(): number;
  close(): Promise<void>;
}
