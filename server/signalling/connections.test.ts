import { describe, expect, it } from 'vitest';
import { POLICY_VIOLATION } from '../../src/realtime/protocol/signalling';
import type { SignallingLimits } from './limits';
import { TOO_MANY_MESSAGES } from './session';
import { useSignallingFixture } from './signallingFixture';
import { openPair, paramsFor, pause, roomUrl, TestClient } from './testSupport';

const fixture = useSignallingFixture(['Ann', 'Ben', 'Cat', 'Dan']);
const users = fixture.users;

const serverWith = (limits: Partial<SignallingLimits>, allowedOrigins: string[] = []) => fixture.serve({ limits, allowedOrigins });

/** The HTTP status a refused upgrade answered with, or 'open'. */
function upgradeOutcome(url: string, headers: Record<string, string> = {}): Promise<string> {
  const client = new TestClient(url, { headers });
  return client.opened.then(
    () => {
      client.ws.terminate();
      return 'open';
    },
    (error: Error) => error.message,
  );
}

describe('heartbeat', () => {
  it('terminates a socket that stops answering pings and tells the other member', async () => {
    const server = await serverWith({ heartbeatMs: 150 });
    const a = new TestClient(roomUrl(server.wsUrl, paramsFor(users[0]!, 'heartbeat-room', true)));
    const created = await a.next('created room successfully');
    const silent = new TestClient(roomUrl(server.wsUrl, paramsFor(users[1]!, 'heartbeat-room', false)), { autoPong: false });
    const joined = await silent.next('joined room successfully');
    expect((await silent.closed).code).toBe(1006);
    expect(await a.next('client left')).toEqual({ type: 'client left', socketId: joined.me, admin: created.me });
    await pause(400);
    expect(a.ws.readyState).toBe(a.ws.OPEN);
    await a.close();
  });
});

describe('per-connection message rate', () => {
  it('lets a burst through, then closes a flooding socket with 1008 without touching other rooms', async () => {
    const server = await serverWith({ messagesPerSecond: 1, messageBurst: 10 });
    const flood = await openPair(server, users[0]!, users[1]!, 'flood-room');
    const calm = await openPair(server, users[2]!, users[3]!, 'calm-room');
    for (let i = 0; i < 30; i += 1) flood.a.send({ to: flood.bId, type: 'ice-candidate', candidate: { candidate: `c${i}` } });
    expect(await flood.a.next('error')).toEqual({ type: 'error', message: TOO_MANY_MESSAGES });
    expect(await flood.a.closed).toEqual({ code: POLICY_VIOLATION, reason: TOO_MANY_MESSAGES });
    await flood.b.next('client left');
    // The burst of 10 passed (a slow machine may have refilled one more token meanwhile).
    const relayed = flood.b.received.filter((m) => m.type === 'ice-candidate').length;
    expect(relayed).toBeGreaterThanOrEqual(10);
    expect(relayed).toBeLessThanOrEqual(11);
    calm.a.send({ to: calm.bId, type: 'ice-candidate', candidate: { candidate: 'calm' } });
    expect((await calm.b.next('ice-candidate')).candidate.candidate).toBe('calm');
    await Promise.all([flood.b.close(), calm.a.close(), calm.b.close()]);
  });
});

describe('connections per IP', () => {
  it('refuses upgrades beyond the limit with 429 and accepts again once one closes', async () => {
    const server = await serverWith({ maxConnectionsPerIp: 3 });
    const held = [0, 1, 2].map((i) => new TestClient(roomUrl(server.wsUrl, paramsFor(users[i]!, `ip-room-${i}`, true))));
    await Promise.all(held.map((c) => c.next('created room successfully')));
    expect(await upgradeOutcome(roomUrl(server.wsUrl, paramsFor(users[3]!, 'ip-room-3', true)))).toMatch(/429/);
    await held[0]!.close();
    await pause(50);
    const again = new TestClient(roomUrl(server.wsUrl, paramsFor(users[3]!, 'ip-room-3', true)));
    await again.next('created room successfully');
    await Promise.all([again.close(), held[1]!.close(), held[2]!.close()]);
  });
});

describe('origin allow-list', () => {
  it('accepts the configured origins, the same host and non-browser clients; refuses others with 403', async () => {
    const server = await serverWith({}, ['https://portfolio.example']);
    const url = roomUrl(server.wsUrl, paramsFor(users[0]!, 'origin-room', true));
    const sameHost = server.wsUrl.replace('ws', 'http');
    expect(await upgradeOutcome(url, { Origin: 'https://evil.example' })).toMatch(/403/);
    expect(await upgradeOutcome(url, { Origin: 'null' })).toMatch(/403/);
    expect(await upgradeOutcome(url, { Origin: 'https://portfolio.example' })).toBe('open');
    expect(await upgradeOutcome(url, { Origin: sameHost })).toBe('open');
    expect(await upgradeOutcome(url)).toBe('open');
  });

  it('with an empty list allows only the same host', async () => {
    const server = await serverWith({}, []);
    const url = roomUrl(server.wsUrl, paramsFor(users[0]!, 'origin-room', true));
    expect(await upgradeOutcome(url, { Origin: 'https://portfolio.example' })).toMatch(/403/);
    expect(await upgradeOutcome(url, { Origin: server.wsUrl.replace('ws', 'http') })).toBe('open');
  });
});

describe('paths', () => {
  it('refuses WebSocket upgrades on any other path with 404', async () => {
    const server = await serverWith({});
    expect(await upgradeOutcome(`${server.wsUrl}/rooms?roomId=abc`)).toMatch(/404/);
  });
});
