import { enterRoom } from './admission';
import type { PasswordAttempts } from './passwordAttempts';
import { RoomRegistry } from './roomRegistry';
import type { RoomService } from './rooms';

/** The embedded default: every room in this process's memory (no REDIS_URL). */
export function createLocalRooms(attempts: PasswordAttempts): RoomService {
  const registry = new RoomRegistry();
  return {
    async enter(ip, params, member) {
      return enterRoom(registry, attempts, ip, params, member);
    },
    leave(roomId, socketId) {
      registry.leave(roomId, socketId);
    },
    relay(roomId, fromSocketId, toSocketId, message) {
      registry.peer(roomId, fromSocketId, toSocketId)?.send(message);
    },
    localRoomCount: () => registry.roomCount,
    async close() {},
  };
}
