import { describe, expect, it } from 'vitest';
import {
  CATCH_UP_OPERATIONS,
  catchUpTarget,
  createSyncCore,
  decodeSyncMessage,
  encodeSyncMessage,
  MAX_MESSAGE_BYTES,
  MAX_MESSAGES_PER_SECOND,
  type SyncAction,
  type SyncCheck,
} from './syncProtocol';

const SPEED: readonly [number, number] = [-5000, -1];
const ROUTES = new Set(['/sortvisualizer/bubblesort', '/searchvisualizer/astarSearch']);
/** A stand-in for a family codec's verdict: `n` must be 5..1000, like the sort page's. */
const check: SyncCheck = {
  knownRoute: (route) => ROUTES.has(route),
  acceptsQuery: (_route, query) => {
    const n = new URLSearchParams(query).get('n');
    return n === null || (Number(n) >= 5 && Number(n) <= 1000);
  },
  currentRoute: () => '/sortvisualizer/bubblesort',
};

/** Two members over an in-order channel, on a hand-driven clock. */
function pair() {
  let time = 0;
  const clock = { now: () => time, advance: (ms: number) => (time += ms) };
  const a = createSyncCore('a', { now: clock.now, speedRange: SPEED, check });
  const b = createSyncCore('b', { now: clock.now, speedRange: SPEED, check });
  return { a, b, clock };
}
const wire = (core: ReturnType<typeof createSyncCore>, action: SyncAction) => encodeSyncMessage(core.local(action));
const applied = (result: ReturnType<ReturnType<typeof createSyncCore>['receive']>) => ('apply' in result ? result.apply : null);

describe('visualizer sync protocol', () => {
  it('applies the other member’s actions in the order they were sent', () => {
    const { a, b, clock } = pair();
    const sent = [
      wire(a, { type: 'state', route: '/sortvisualizer/bubblesort', query: 'values=3,1,2' }),
      wire(a, { type: 'play', cursor: 0, clock: 10 }),
      wire(a, { type: 'pause', cursor: 7, clock: 900 }),
    ];
    const got = sent.map((raw) => {
      clock.advance(100);
      return applied(b.receive(raw));
    });
    expect(got.map((action) => action?.type)).toEqual(['state', 'play', 'pause']);
    expect(got[2]).toEqual({ type: 'pause', cursor: 7, clock: 900 });
  });

  it('drops a message older than the newest action this screen applied', () => {
    const { a, b } = pair();
    const old = wire(a, { type: 'seek', cursor: 3 });
    const newer = wire(a, { type: 'seek', cursor: 9 });
    expect(applied(b.receive(newer))).toEqual({ type: 'seek', cursor: 9 });
    expect(b.receive(old)).toEqual({ dropped: 'stale' });
  });

  it('two actions at once: the same one wins on both screens (last writer wins, member id breaks the tie)', () => {
    const { a, b } = pair();
    const fromA = wire(a, { type: 'pause', cursor: 4, clock: 1 });
    const fromB = wire(b, { type: 'step', direction: 'back', cursor: 2 });
    // Each already applied its own; each now hears the other's, sent with the same counter.
    const atA = applied(a.receive(fromB));
    const atB = b.receive(fromA);
    expect(atA).toEqual({ type: 'step', direction: 'back', cursor: 2 });
    expect(atB).toEqual({ dropped: 'stale' });
  });

  it('a later action outranks one the other member sent earlier, whatever the ids', () => {
    const { a, b } = pair();
    // b hears a's action first, so its next one is counted after it and wins at a, though 'a' < 'b' does not matter here.
    expect(applied(b.receive(wire(a, { type: 'seek', cursor: 5 })))).not.toBeNull();
    const reply = wire(b, { type: 'seek', cursor: 1 });
    expect(applied(a.receive(reply))).toEqual({ type: 'seek', cursor: 1 });
    // And a's answer to that outranks it again at b.
    expect(applied(b.receive(wire(a, { type: 'play', cursor: 1, clock: 0 })))).toEqual({ type: 'play', cursor: 1, clock: 0 });
  });

  it('catches up by seeking: a position from the member who pressed Play moves a far-off run there, a near one stays', () => {
    const { a, b } = pair();
    b.receive(wire(a, { type: 'play', cursor: 0, clock: 0 }));
    const position = applied(b.receive(wire(a, { type: 'position', cursor: 120, clock: 5000 })));
    expect(position).toEqual({ type: 'position', cursor: 120, clock: 5000 });
    // A hidden tab stayed at 3: it jumps to 120 rather than replaying the steps between.
    expect(catchUpTarget(3, 120)).toBe(120);
    expect(catchUpTarget(120 - CATCH_UP_OPERATIONS, 120)).toBeNull();
    expect(catchUpTarget(125, 120)).toBe(120);
  });

  it('ignores positions from a member who is not leading the run', () => {
    const { a, b } = pair();
    // b's own Play is the newest action: a's stale position must not move b's run.
    b.local({ type: 'play', cursor: 0, clock: 0 });
    expect(b.receive(encodeSyncMessage({ seq: 0, from: 'a', action: { type: 'position', cursor: 50, clock: 1 } }))).toEqual({
      dropped: 'not-leader',
    });
    // After a's pause, a's positions lead nothing either.
    b.receive(wire(a, { type: 'pause', cursor: 10, clock: 1 }));
    expect(b.receive(wire(a, { type: 'position', cursor: 50, clock: 1 }))).toEqual({ dropped: 'not-leader' });
  });

  it('validates like any outside input: size, unknown types, shapes, routes and the codec’s rules', () => {
    const { b } = pair();
    const msg = (fields: Record<string, unknown>, seq = 1) => JSON.stringify({ seq, from: 'a', ...fields });
    expect(b.receive(msg({ type: 'run-code', code: 'alert(1)' }))).toEqual({ dropped: 'malformed' });
    expect(b.receive('not json')).toEqual({ dropped: 'malformed' });
    expect(b.receive({ type: 'seek', cursor: 1 })).toEqual({ dropped: 'malformed' });
    expect(b.receive(msg({ type: 'seek', cursor: -1 }))).toEqual({ dropped: 'malformed' });
    expect(b.receive(msg({ type: 'seek', cursor: 1.5 }))).toEqual({ dropped: 'malformed' });
    expect(b.receive(msg({ type: 'speed', speed: 10, fastest: false }))).toEqual({ dropped: 'malformed' });
    expect(b.receive(msg({ type: 'step', direction: 'sideways', cursor: 1 }))).toEqual({ dropped: 'malformed' });
    expect(b.receive(msg({ type: 'state', route: '/sortvisualizer/nosuchsort', query: '' }))).toEqual({ dropped: 'refused' });
    expect(b.receive(msg({ type: 'input', query: 'n=4000' }))).toEqual({ dropped: 'refused' });
    const big = msg({ type: 'input', query: `values=${'1,'.repeat(MAX_MESSAGE_BYTES / 2)}` });
    expect(big.length).toBeGreaterThan(MAX_MESSAGE_BYTES);
    expect(decodeSyncMessage(big, SPEED)).toBeNull();
    // None of those moved the order: a fair message with a low counter still applies.
    expect(applied(b.receive(msg({ type: 'input', query: 'n=20' }, 1)))).toEqual({ type: 'input', query: 'n=20' });
  });

  it('applies at most 20 messages a second from a flood, then takes more as time passes', () => {
    const { a, b, clock } = pair();
    const flood = Array.from({ length: 100 }, (_, i) => wire(a, { type: 'seek', cursor: i }));
    const first = flood.slice(0, 50).filter((raw) => 'apply' in b.receive(raw)).length;
    expect(first).toBe(MAX_MESSAGES_PER_SECOND);
    clock.advance(500);
    const later = flood.slice(50).filter((raw) => 'apply' in b.receive(raw)).length;
    expect(later).toBe(MAX_MESSAGES_PER_SECOND / 2);
  });

  it('after the other member left, the next one’s actions apply even with a lower counter', () => {
    const { a, b } = pair();
    for (let i = 0; i < 5; i++) a.receive(wire(b, { type: 'seek', cursor: i }));
    a.reset();
    const newcomer = createSyncCore('c', { now: () => 0, speedRange: SPEED, check });
    expect(applied(a.receive(wire(newcomer, { type: 'seek', cursor: 2 })))).toEqual({ type: 'seek', cursor: 2 });
  });
});
