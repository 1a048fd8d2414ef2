import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { log } from '../log';
import type { ClusterKeys } from './keys';
import { LuaScript } from './luaScript';
import { SWEEP_DEAD_NODES } from './scripts';

/**
 * A node refreshes its heartbeat key, and sweeps, five times per TTL (every second at the
 * default 5 s TTL), so the members of a node that stopped are removed (and their partners
 * told) at most TTL + one period + delivery after its last beat: about 6 s at the default,
 * stated as 10 s in the README and asserted in the tests.
 */
export const DEFAULT_NODE_TTL_MS = 5000;

/** The heartbeat and sweep period for a TTL: one slow beat never lets the key lapse. */
export const beatPeriodMs = (ttlMs: number): number => Math.max(50, Math.floor(ttlMs / 5));

/**
 * The TTLs REDIS_NODE_TTL_MS may set. A busy deployment raises the TTL so that a stalled node
 * is not presumed dead; the cost is slower failure detection: at the largest TTL, TTL + one
 * period is 14.4 s, so a dead node's members are gone within MAX_DEAD_NODE_WAIT_MS.
 */
export const NODE_TTL_RANGE_MS = { min: 500, max: 12_000 } as const;
export const MAX_DEAD_NODE_WAIT_MS = 15_000;
const sweepScript = new LuaScript(SWEEP_DEAD_NODES);

/**
 * This node's heartbeat in Redis and the sweep of dead nodes. The node id is new for every
 * registration (each process start, and again after the node was presumed dead), so members
 * of an earlier life are never resurrected: they belong to an id that only a sweep will see.
 */
export class NodeLiveness {
  nodeId = '';
  private registered = false;
  private lastBeatOk = 0;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly redis: Redis,
    private readonly keys: ClusterKeys,
    private readonly ttlMs: number,
    /** Called once when this node's membership can no longer be trusted (its heartbeat lapsed). */
    private readonly onLost: (oldNodeId: string) => void,
    /** Called with each new id before its heartbeat exists, to listen on its channel. */
    private readonly listen: (nodeId: string) => Promise<void>,
  ) {}

  get alive(): boolean {
    return this.registered;
  }

  async start(): Promise<void> {
    await this.register();
    const period = beatPeriodMs(this.ttlMs);
    this.timers.push(
      setInterval(() => void this.beat(), period),
      setInterval(() => void this.sweep(), period),
    );
    for (const timer of this.timers) timer.unref();
  }

  private async register(): Promise<void> {
    const nodeId = randomBytes(9).toString('base64url');
    // Listening before the heartbeat exists: nobody can address this node before it listens.
    await this.listen(nodeId);
    await this.redis.multi().sadd(this.keys.nodes, nodeId).set(this.keys.alive(nodeId), '1', 'PX', this.ttlMs).exec();
    this.nodeId = nodeId;
    this.registered = true;
    this.lastBeatOk = Date.now();
    log('info', 'cluster_node_registered', { nodeId });
  }

  private beating = false;

  private async beat(): Promise<void> {
    // A slow Redis (commands time out after 2 s) must not stack beats on top of each other.
    if (this.beating) return;
    this.beating = true;
    try {
      if (!this.registered) {
        await this.register();
        return;
      }
      // XX: only refresh a key that still exists. Gone means expired (a stall longer than the
      // TTL, so others may have swept us) or a Redis that restarted empty: our rooms are gone.
      const refreshed = await this.redis.set(this.keys.alive(this.nodeId), '1', 'PX', this.ttlMs, 'XX');
      if (refreshed === null) this.lose('heartbeat key gone');
      else this.lastBeatOk = Date.now();
    } catch {
      // Unreachable for a whole TTL: the other nodes will sweep our members, so drop them first.
      if (this.registered && Date.now() - this.lastBeatOk > this.ttlMs) this.lose('redis unreachable');
    } finally {
      this.beating = false;
    }
  }

  private lose(reason: string): void {
    this.registered = false;
    log('warn', 'cluster_node_lost', { nodeId: this.nodeId, reason });
    this.onLost(this.nodeId);
  }

  async sweep(): Promise<number> {
    try {
      const swept = Number(await sweepScript.run(this.redis, [this.keys.nodes], [this.keys.prefix, this.keys.channel('')]));
      if (swept > 0) log('info', 'cluster_dead_members_swept', { members: swept });
      return swept;
    } catch {
      return 0; // Redis unreachable: the next sweep tries again; the outage is logged once elsewhere.
    }
  }

  /** A clean stop: the heartbeat goes now, so this node's leftovers are swept at once. */
  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    if (!this.registered) return;
    this.registered = false;
    try {
      await this.redis.del(this.keys.alive(this.nodeId));
      await this.sweep();
    } catch {
      // Redis unreachable: the heartbeat expires and another node sweeps.
    }
  }
}
