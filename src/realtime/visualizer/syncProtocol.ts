/**
 * The `visualizer` data channel's messages (README, 'Realtime room'): two members show the same
 * run by exchanging the page's route and URL query and the playback position, never operations
 * or code. Pure: no DOM, no channel, no clock of its own, so its rules are unit-tested.
 *
 * Every message carries `seq` (a Lamport counter) and `from` (the sender's member id). The
 * newest action wins on both screens: (seq, from) is compared, the member id breaking a tie,
 * so two actions sent at once end with the same winner on both sides.
 */

/** A message larger than this is dropped unread (issue 50). */
export const MAX_MESSAGE_BYTES = 16 * 1024;
/** A flood is cut to this many applied messages a second (token bucket, burst of the same size). */
export const MAX_MESSAGES_PER_SECOND = 20;
/** A playing member further than this many operations from the leader's position seeks to it. */
export const CATCH_UP_OPERATIONS = 2;
/** How often the member who pressed Play tells where its run is, so a hidden or slow tab catches up. */
export const POSITION_INTERVAL_MS = 1000;

/** What one member did, as the other applies it to its own run. Cursors are operation indexes (the stage's data-cursor). */
export type SyncAction =
  /** The page: route (`/sortvisualizer/bubblesort`) and its URL query. Sent on a route change and on the channel's open. */
  | { type: 'state'; route: string; query: string }
  /** A new input or setting on the same page (a shuffle, a grid edit): the page's URL query. */
  | { type: 'input'; query: string }
  /** The speed slider and Fastest. */
  | { type: 'speed'; speed: number; fastest: boolean }
  /** Play from `cursor`; `clock` is the sender's Date.now() when it pressed. */
  | { type: 'play'; cursor: number; clock: number }
  /** Paused at `cursor`. */
  | { type: 'pause'; cursor: number; clock: number }
  /** A step by hand; `cursor` is where the step landed. */
  | { type: 'step'; direction: 'forward' | 'back'; cursor: number }
  /** The progress bar moved to `cursor`. */
  | { type: 'seek'; cursor: number }
  /** While playing, where the run of the member who pressed Play is (no action of its own: it never wins over one). */
  | { type: 'position'; cursor: number; clock: number };

export type SyncType = SyncAction['type'];

export interface SyncMessage {
  seq: number;
  from: string;
  action: SyncAction;
}

/** The order of two messages: the larger seq wins, the larger member id breaks a tie. */
export function isNewer(a: { seq: number; from: string }, b: { seq: number; from: string } | null): boolean {
  if (!b) return true;
  return a.seq !== b.seq ? a.seq > b.seq : a.from > b.from;
}

const MAX_CURSOR = 1e9;
const MAX_ROUTE = 200;
const MAX_ID = 200;

const isCursor = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_CURSOR;
const isClock = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;

/** The action in a parsed message, or null for an unknown type or a field of the wrong shape. */
function actionOf(m: Record<string, unknown>, speedRange: readonly [number, number]): SyncAction | null {
  switch (m.type) {
    case 'state':
      return isText(m.route, MAX_ROUTE) && isText(m.query, MAX_MESSAGE_BYTES) ? { type: 'state', route: m.route, query: m.query } : null;
    case 'input':
      return isText(m.query, MAX_MESSAGE_BYTES) ? { type: 'input', query: m.query } : null;
    case 'speed': {
      const [min, max] = speedRange;
      const ok = typeof m.speed === 'number' && Number.isInteger(m.speed) && m.speed >= min && m.speed <= max && typeof m.fastest === 'boolean';
      return ok ? { type: 'speed', speed: m.speed as number, fastest: m.fastest as boolean } : null;
    }
    case 'play':
    case 'pause':
    case 'position':
      return isCursor(m.cursor) && isClock(m.clock) ? { type: m.type, cursor: m.cursor, clock: m.clock } : null;
    case 'step':
      return isCursor(m.cursor) && (m.direction === 'forward' || m.direction === 'back')
        ? { type: 'step', direction: m.direction, cursor: m.cursor }
        : null;
    case 'seek':
      return isCursor(m.cursor) ? { type: 'seek', cursor: m.cursor } : null;
    default:
      return null;
  }
}

/**
 * Reads one message off the channel: a string of at most 16 KB holding a JSON object of a
 * known type with fields of the right shape, else null (never a throw: the peer may be hostile).
 */
export function decodeSyncMessage(raw: unknown, speedRange: readonly [number, number]): SyncMessage | null {
  if (typeof raw !== 'string' || new TextEncoder().encode(raw).length > MAX_MESSAGE_BYTES) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const m = parsed as Record<string, unknown>;
  if (typeof m.seq !== 'number' || !Number.isSafeInteger(m.seq) || m.seq < 0 || !isText(m.from, MAX_ID) || m.from === '') return null;
  const action = actionOf(m, speedRange);
  return action && { seq: m.seq, from: m.from, action };
}

export function encodeSyncMessage(message: SyncMessage): string {
  return JSON.stringify({ seq: message.seq, from: message.from, ...message.action });
}

/** At most `rate` takes a second, `rate` at once after a quiet second. */
export function tokenBucket(rate: number, now: () => number) {
  let tokens = rate;
  let last = now();
  return {
    take(): boolean {
      const t = now();
      tokens = Math.min(rate, tokens + ((t - last) / 1000) * rate);
      last = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/** Why a received message was not applied (for tests and the console, never shown to the peer). */
export type Dropped = 'malformed' | 'rate' | 'stale' | 'refused' | 'not-leader';

export interface SyncCheck {
  /** Whether a route names a known family and value. */
  knownRoute(route: string): boolean;
  /** Whether a query for a route is one the site's own URL would take whole (its codec notes nothing). */
  acceptsQuery(route: string, query: string): boolean;
  /** The route shown now ('' for none). */
  currentRoute(): string;
}

/**
 * One member's side of the protocol: stamps what this member does, and decides what of the
 * other member's messages is applied, in order, newest action winning.
 */
export function createSyncCore(me: string, options: { now: () => number; speedRange: readonly [number, number]; check: SyncCheck }) {
  let counter = 0;
  /** The newest action applied on this screen (this member's own included). */
  let last: { seq: number; from: string; type: SyncType } | null = null;
  const bucket = tokenBucket(MAX_MESSAGES_PER_SECOND, options.now);

  return {
    /** Stamps one of this member's actions; it becomes the newest. */
    local(action: SyncAction): SyncMessage {
      const message = { seq: ++counter, from: me, action };
      if (action.type !== 'position') last = { seq: message.seq, from: me, type: action.type };
      return message;
    },
    /** The other member's message, to apply; or why it is dropped. */
    receive(raw: unknown): { apply: SyncAction } | { dropped: Dropped } {
      if (!bucket.take()) return { dropped: 'rate' };
      const message = decodeSyncMessage(raw, options.speedRange);
      if (!message || message.from === me) return { dropped: 'malformed' };
      counter = Math.max(counter, message.seq);
      const { action } = message;
      if (action.type === 'position') {
        // Only the member whose Play is the newest action leads the position.
        return last?.type === 'play' && last.from === message.from && message.seq >= last.seq ? { apply: action } : { dropped: 'not-leader' };
      }
      if (!isNewer(message, last)) return { dropped: 'stale' };
      if (action.type === 'state' && !(options.check.knownRoute(action.route) && options.check.acceptsQuery(action.route, action.query)))
        return { dropped: 'refused' };
      if (action.type === 'input' && !options.check.acceptsQuery(options.check.currentRoute(), action.query)) return { dropped: 'refused' };
      last = { seq: message.seq, from: message.from, type: action.type };
      return { apply: action };
    },
    /** The other member left: the next one starts a fresh order (its counter may be behind ours; ours keeps counting up). */
    reset() {
      last = null;
    },
  };
}

/**
 * Where a playing member should be, given the leader's position: null while within
 * CATCH_UP_OPERATIONS, else the leader's cursor (a jump, not a fast replay).
 */
export function catchUpTarget(localCursor: number, leaderCursor: number): number | null {
  return Math.abs(localCursor - leaderCursor) > CATCH_UP_OPERATIONS ? leaderCursor : null;
}
