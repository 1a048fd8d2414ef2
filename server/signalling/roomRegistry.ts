import { createHash, timingSafeEqual } from 'node:crypto';
import { ROOM_CAPACITY, type RoomMember, type ServerMessage } from '../../src/realtime/protocol/signalling';

/** A connected, verified member. `send` and `end` are the only ways a room service reaches a socket. */
export interface Member extends RoomMember {
  uid: string;
  send(message: ServerMessage): void;
  /** An already serialized message: relays that crossed nodes arrive as text and go out unparsed. */
  sendText(json: string): void;
  /** Tells the member in words that its place in the room is gone (shared rooms lost), then closes. */
  end(message: string): void;
}

interface Room {
  id: string;
  /** Only a digest is kept, compared in constant time, so a heap dump never shows a password. */
  passwordDigest: Buffer;
  admin: string;
  members: Map<string, Member>;
}

export type JoinOutcome =
  | { ok: true; admin: string; members: RoomMember[] }
  | { ok: false; reason: 'exists' | 'missing' | 'full' | 'wrong-password' };

function digest(password: string): Buffer {
  return createHash('sha256').update(password, 'utf8').digest();
}

function describe(room: Room): RoomMember[] {
  return [...room.members.values()].map(({ socketId, name, profilePic }) => ({ socketId, name, profilePic }));
}

/**
 * Every room and its members. All methods are synchronous: Node runs them to completion, so
 * two creates of one id (whose token checks finished together) still end with one room.
 */
export class RoomRegistry {
  private readonly rooms = new Map<string, Room>();

  get roomCount(): number {
    return this.rooms.size;
  }

  has(roomId: string): boolean {
    return this.rooms.has(roomId);
  }

  /** The creator becomes the admin. */
  create(roomId: string, password: string, member: Member): JoinOutcome {
    if (this.rooms.has(roomId)) return { ok: false, reason: 'exists' };
    const room: Room = { id: roomId, passwordDigest: digest(password), admin: member.socketId, members: new Map() };
    room.members.set(member.socketId, member);
    this.rooms.set(roomId, room);
    return { ok: true, admin: room.admin, members: describe(room) };
  }

  /** Password before capacity: only someone who knows the password learns the room is full. */
  join(roomId: string, password: string, member: Member): JoinOutcome {
    const room = this.rooms.get(roomId);
    if (!room) return { ok: false, reason: 'missing' };
    if (!timingSafeEqual(room.passwordDigest, digest(password))) return { ok: false, reason: 'wrong-password' };
    if (room.members.size >= ROOM_CAPACITY) return { ok: false, reason: 'full' };
    for (const other of room.members.values()) {
      other.send({ type: 'new client', name: member.name, socketId: member.socketId, profilePic: member.profilePic });
    }
    room.members.set(member.socketId, member);
    return { ok: true, admin: room.admin, members: describe(room) };
  }

  /**
   * Removes a member and tells the others once. Safe to call twice: the second call finds
   * nothing to remove. An emptied room is deleted, freeing its id.
   */
  leave(roomId: string, socketId: string): void {
    const room = this.rooms.get(roomId);
    if (!room?.members.delete(socketId)) return;
    const remaining = [...room.members.values()];
    if (remaining.length === 0) {
      this.rooms.delete(roomId);
      return;
    }
    if (room.admin === socketId) room.admin = remaining[0]!.socketId;
    for (const other of remaining) other.send({ type: 'client left', socketId, admin: room.admin });
  }

  /** The recipient of a relayed message, only if it is another member of the sender's room. */
  peer(roomId: string, fromSocketId: string, toSocketId: string): Member | undefined {
    if (fromSocketId === toSocketId) return undefined;
    const room = this.rooms.get(roomId);
    if (!room?.members.has(fromSocketId)) return undefined;
    return room.members.get(toSocketId);
  }

  adminOf(roomId: string): string | undefined {
    return this.rooms.get(roomId)?.admin;
  }
}
