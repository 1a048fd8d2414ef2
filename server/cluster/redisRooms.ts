import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { ROOM_CAPACITY, type RoomConnectionParams, type ServerMessage } from '../../src/realtime/protocol/signalling';
import { log } from '../log';
import type { Member } from '../signalling/roomRegistry';
import type { EnterOutcome, RoomService } from '../signalling/rooms';
import { type EnvelopeHeader, forEachEnvelope, relayEnvelope } from './envelope';
import { type ClusterKeys, clusterKeys } from './keys';
import { LuaScript } from './luaScript';
import { NodeLiveness } from './nodeLiveness';
import { connectRedis, openRedis } from './redisConnection';
import { RelayPublisher } from './relayPublisher';
import { CREATE_ROOM, JOIN_ROOM, LEAVE } from './scripts';

/** Sent (then the socket closes with 1012) when this node's rooms in Redis can no longer be trusted. */
export const ROOM_LOST = 'The connection to your room was lost, please join again';
/** Sent to a sender whose relay could not be handed to Redis. */
export const RELAY_FAILED = 'Could not reach the other member, please try again';

export interface RedisRoomsOptions {
  redisUrl: string;
  /** Key and channel prefix; nodes with the same prefix share rooms. */
  keyPrefix: string;
  nodeTtlMs: number;
  passwordAttempts: number;
  passwordWindowMs: number;
}

/** A member as stored in the room hash. */
interface StoredMember {
  sid: string;
  node: string;
  name: string;
  pic: string;
}

interface LocalMember {
  member: Member;
  roomId: string;
  /** The node id it was registered under (the node's id changes after it is presumed dead). */
  nodeId: string;
  /** Its partner, cached from the join answer or the 'joined' envelope: relays need no lookup. */
  peer?: { sid: string; node: string };
  /** Channel messages that arrived before the handshake answer went out; delivered right after it. */
  early?: { header: EnvelopeHeader; body: string }[];
}

const createScript = new LuaScript(CREATE_ROOM);
const joinScript = new LuaScript(JOIN_ROOM);
const leaveScript = new LuaScript(LEAVE);
const REFUSALS = new Set(['exists', 'missing', 'full', 'wrong-password', 'tooManyPasswords', 'unavailable']);

/**
 * A digest, as in the in-memory registry: Redis never holds a password. Lua compares digests
 * with `~=`, which is not constant-time, but timing the comparison of a SHA-256 reveals nothing
 * about the password whose digest matches.
 */
function passwordDigest(password: string): string {
  return createHash('sha256').update(password, 'utf8').digest('hex');
}

/**
 * Rooms shared by every node on one Redis (opt-in with REDIS_URL). Membership changes are Lua
 * scripts (atomic, and they publish the 'new client' / 'client left' they cause); relays go to
 * the partner's node channel, batched per event-loop turn (relayPublisher.ts), and that node
 * checks the room and partner again before delivering. The node's own sockets are in `local`.
 * Heartbeats and sweeps have a connection of their own (`livenessRedis`), so they never wait
 * behind a burst of relays in the commands connection, nor relays behind them.
 */
class RedisRooms implements RoomService {
  private readonly local = new Map<string, LocalMember>();
  private readonly pending = new Set<Promise<void>>();
  /** Leaves Redis did not take (it was unreachable); retried every second until it does. */
  private retryLeaves: { roomId: string; sid: string; nodeId: string }[] = [];
  private readonly retryTimer: NodeJS.Timeout;
  private subscribedTo: string | undefined;
  private readonly publisher: RelayPublisher;
  readonly liveness: NodeLiveness;

  constructor(
    private readonly redis: Redis,
    private readonly subscriber: Redis,
    private readonly livenessRedis: Redis,
    private readonly keys: ClusterKeys,
    private readonly options: RedisRoomsOptions,
  ) {
    this.publisher = new RelayPublisher(redis);
    this.liveness = new NodeLiveness(
      livenessRedis,
      keys,
      options.nodeTtlMs,
      () => this.dropAll(),
      (nodeId) => this.listen(nodeId),
    );
    subscriber.on('message', (_channel: string, text: string) => this.deliver(text));
    this.retryTimer = setInterval(() => this.retry(), 1000);
    this.retryTimer.unref();
  }

  private async listen(nodeId: string): Promise<void> {
    const channel = this.keys.channel(nodeId);
    await this.subscriber.subscribe(channel);
    const previous = this.subscribedTo;
    this.subscribedTo = channel;
    if (previous && previous !== channel) await this.subscriber.unsubscribe(previous).catch(() => {});
  }

  async enter(ip: string, params: RoomConnectionParams, member: Member): Promise<EnterOutcome> {
    if (!this.liveness.alive) return { ok: false, reason: 'unavailable' };
    const { roomId } = params;
    const sid = member.socketId;
    const nodeId = this.liveness.nodeId;
    const entry: LocalMember = { member, roomId, nodeId, early: [] };
    // Registered before asking Redis: the partner may address it as soon as the script has run.
    this.local.set(sid, entry);
    const stored: StoredMember = { sid, node: nodeId, name: member.name, pic: member.profilePic };
    const roomKeys = [this.keys.room(roomId), this.keys.node(nodeId), this.keys.alive(nodeId)];
    const args = [sid, passwordDigest(params.roomPass), JSON.stringify(stored), roomId];
    let reply: unknown;
    // Relays already queued go first, as they would have without batching.
    this.publisher.flush();
    try {
      reply = params.createRoom
        ? await createScript.run(this.redis, roomKeys, args)
        : await joinScript.run(
            this.redis,
            [...roomKeys, this.keys.passwordAttempts(ip, roomId)],
            [...args, this.options.passwordAttempts, this.options.passwordWindowMs, this.keys.channel(''), ROOM_CAPACITY],
          );
    } catch (error) {
      this.local.delete(sid);
      log('warn', 'redis_enter_failed', { roomId, socketId: sid, message: error instanceof Error ? error.message : String(error) });
      // The script may have run and only its answer was lost: give the place back.
      this.removeFromRedis(roomId, sid, nodeId);
      return { ok: false, reason: 'unavailable' };
    }
    const [status, admin, membersJson] = reply as [string, string?, string?];
    if (status !== 'ok' || this.local.get(sid) !== entry) {
      if (this.local.get(sid) === entry) this.local.delete(sid);
      else if (status === 'ok') this.removeFromRedis(roomId, sid, nodeId); // the node was lost meanwhile
      const reason = REFUSALS.has(status) && status !== 'ok' ? status : 'unavailable';
      return { ok: false, reason: reason as Exclude<EnterOutcome, { ok: true }>['reason'] };
    }
    const members = JSON.parse(membersJson ?? '[]') as StoredMember[];
    const other = members.find((m) => m.sid !== sid);
    if (other) entry.peer = { sid: other.sid, node: other.node };
    // The session sends its answer in the continuation of this promise (a microtask); what
    // arrived meanwhile goes out after it, in order, from the next macrotask.
    setImmediate(() => {
      const early = entry.early ?? [];
      entry.early = undefined;
      for (const { header, body } of early) this.apply(entry, header, body);
    });
    return { ok: true, admin: admin ?? sid, members: members.map((m) => ({ socketId: m.sid, name: m.name, profilePic: m.pic })) };
  }

  leave(roomId: string, socketId: string): void {
    const entry = this.local.get(socketId);
    if (!entry || entry.roomId !== roomId) return;
    this.local.delete(socketId);
    this.removeFromRedis(roomId, socketId, entry.nodeId);
  }

  relay(roomId: string, fromSocketId: string, toSocketId: string, message: ServerMessage): void {
    const entry = this.local.get(fromSocketId);
    if (!entry || entry.early || entry.roomId !== roomId || entry.peer?.sid !== toSocketId) return;
    const body = JSON.stringify(message);
    const target = this.local.get(toSocketId);
    if (target && target.roomId === roomId) {
      // Both members on this node: no reason to go through Redis.
      this.accept(target, { kind: 'relay', to: toSocketId, room: roomId, from: fromSocketId }, body);
      return;
    }
    this.publisher.publish(this.keys.channel(entry.peer.node), relayEnvelope(toSocketId, roomId, fromSocketId, body), () => {
      entry.member.send({ type: 'error', message: RELAY_FAILED });
    });
  }

  localRoomCount(): number {
    return new Set([...this.local.values()].map((entry) => entry.roomId)).size;
  }

  private deliver(text: string): void {
    forEachEnvelope(text, (header, body) => {
      const entry = this.local.get(header.to);
      if (entry && entry.roomId === header.room) this.accept(entry, header, body);
    });
  }

  private accept(entry: LocalMember, header: EnvelopeHeader, body: string): void {
    if (entry.early) entry.early.push({ header, body });
    else this.apply(entry, header, body);
  }

  /** The recipient's own view of its room decides: a relay counts only from its current partner. */
  private apply(entry: LocalMember, header: EnvelopeHeader, body: string): void {
    if (header.kind === 'relay' && entry.peer?.sid !== header.from) return;
    if (header.kind === 'joined' && header.node) entry.peer = { sid: header.from, node: header.node };
    if (header.kind === 'left' && entry.peer?.sid === header.from) entry.peer = undefined;
    entry.member.sendText(body);
  }

  private removeFromRedis(roomId: string, sid: string, nodeId: string): void {
    // The leaver's last relays reach its partner before the 'client left' the script publishes.
    this.publisher.flush();
    const done = leaveScript
      .run(this.redis, [this.keys.room(roomId), this.keys.node(nodeId)], [sid, roomId, this.keys.channel('')])
      .then(
        () => {},
        () => {
          this.retryLeaves.push({ roomId, sid, nodeId });
        },
      )
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  private retry(): void {
    const leaves = this.retryLeaves;
    this.retryLeaves = [];
    for (const { roomId, sid, nodeId } of leaves) this.removeFromRedis(roomId, sid, nodeId);
  }

  /** This node's membership lapsed: its sockets are told in words; a sweep removes them from Redis. */
  private dropAll(): void {
    const entries = [...this.local.values()];
    this.local.clear();
    for (const entry of entries) entry.member.end(ROOM_LOST);
  }

  async close(): Promise<void> {
    clearInterval(this.retryTimer);
    for (const [sid, entry] of this.local) this.removeFromRedis(entry.roomId, sid, entry.nodeId);
    this.local.clear();
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
    await this.liveness.stop();
    this.redis.disconnect();
    this.subscriber.disconnect();
    this.livenessRedis.disconnect();
  }
}

/** Connects both Redis connections and registers this node; throws in words if Redis is unreachable. */
export async function createRedisRooms(options: RedisRoomsOptions): Promise<RoomService & { nodeId(): string }> {
  const redis = openRedis(options.redisUrl, 'commands');
  const subscriber = openRedis(options.redisUrl, 'subscriber');
  const liveness = openRedis(options.redisUrl, 'liveness');
  const all = [redis, subscriber, liveness];
  try {
    for (const connection of all) await connectRedis(connection, options.redisUrl);
  } catch (error) {
    for (const connection of all) connection.disconnect();
    throw error;
  }
  const rooms = new RedisRooms(redis, subscriber, liveness, clusterKeys(options.keyPrefix), options);
  await rooms.liveness.start();
  return Object.assign(rooms, { nodeId: () => rooms.liveness.nodeId });
}
