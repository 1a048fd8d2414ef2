import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SDP_LENGTH } from './messageValidation';
import { useSignallingFixture } from './signallingFixture';
import { openPair, paramsFor, pause, roomUrl, type SignallingServer, TestClient } from './testSupport';

const fixture = useSignallingFixture(['Ann', 'Ben', 'Cat', 'Dan', 'Eve']);
const users = fixture.users;
let server: SignallingServer;
const offer = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
const answer = { type: 'answer', sdp: 'v=0\r\no=- 3 4 IN IP4 127.0.0.1\r\n' };
const candidate = { candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0, usernameFragment: 'abcd' };

beforeAll(async () => {
  server = await fixture.serve({ limits: { maxPayloadBytes: 64 * 1024 } });
});

describe('relaying signalling messages', () => {
  it('relays offer, answer and ice-candidate to the named member, with `from` set by the server', async () => {
    const { a, b, aId, bId } = await openPair(server, users[0]!, users[1]!, 'relay-room');
    a.send({ to: bId, type: 'offer', offer });
    expect(await b.next('offer')).toEqual({ type: 'offer', from: aId, offer });
    b.send({ to: aId, type: 'answer', answer });
    expect(await a.next('answer')).toEqual({ type: 'answer', from: bId, answer });
    a.send({ to: bId, type: 'ice-candidate', candidate });
    expect(await b.next('ice-candidate')).toEqual({ type: 'ice-candidate', from: aId, candidate });
    await Promise.all([a.close(), b.close()]);
  });

  it('never delivers to a member of another room', async () => {
    const one = await openPair(server, users[0]!, users[1]!, 'room-one');
    const two = await openPair(server, users[2]!, users[3]!, 'room-two');
    one.a.send({ to: two.bId, type: 'offer', offer });
    one.a.send({ to: one.bId, type: 'ice-candidate', candidate: { candidate: 'after' } });
    expect((await one.b.next('ice-candidate')).candidate.candidate).toBe('after');
    two.a.send({ to: two.bId, type: 'ice-candidate', candidate: { candidate: 'own room' } });
    expect((await two.b.next('ice-candidate')).candidate.candidate).toBe('own room');
    expect(two.b.received).toEqual([]);
    expect(one.b.received).toEqual([]);
    await Promise.all([one.a.close(), one.b.close(), two.a.close(), two.b.close()]);
  });
});

describe('leaving a room', () => {
  it('tells the other member exactly once, hands admin over and frees the slot', async () => {
    const { a, b, aId, bId } = await openPair(server, users[0]!, users[1]!, 'leave-room');
    await a.close();
    expect(await b.next('client left')).toEqual({ type: 'client left', socketId: aId, admin: bId });
    await pause(300);
    expect(b.received.filter((m) => m.type === 'client left')).toEqual([]);
    const c = new TestClient(roomUrl(server.wsUrl, paramsFor(users[2]!, 'leave-room', false)));
    const joined = await c.next('joined room successfully');
    expect(joined.admin).toBe(bId);
    expect(joined.clients.map((m) => m.socketId)).toEqual([bId, joined.me]);
    await c.close();
    expect(await b.next('client left')).toEqual({ type: 'client left', socketId: joined.me, admin: bId });
    await b.close();
  });

  it('frees the room id when the last member leaves', async () => {
    const { a, b } = await openPair(server, users[0]!, users[1]!, 'emptied-room');
    await Promise.all([a.close(), b.close()]);
    const again = new TestClient(roomUrl(server.wsUrl, paramsFor(users[2]!, 'emptied-room', true)));
    await again.next('created room successfully');
    await again.close();
  });
});

describe('bad input', () => {
  let one: Awaited<ReturnType<typeof openPair>>;
  let two: Awaited<ReturnType<typeof openPair>>;
  beforeAll(async () => {
    one = await openPair(server, users[0]!, users[1]!, 'hostile-room');
    two = await openPair(server, users[2]!, users[3]!, 'bystander-room');
  });
  afterAll(async () => {
    await Promise.all([one.a.close(), one.b.close(), two.a.close(), two.b.close()]);
  });

  const cases: [string, () => string | Buffer][] = [
    ['invalid JSON', () => '{"to": "x", "type": '],
    ['a binary frame', () => Buffer.from(JSON.stringify({ to: one.bId, type: 'offer', offer }))],
    ['a JSON array', () => JSON.stringify([{ to: one.bId, type: 'offer', offer }])],
    ['a JSON string', () => '"offer"'],
    ['JSON null', () => 'null'],
    ['an unknown type', () => JSON.stringify({ to: one.bId, type: 'chat', message: 'hi' })],
    ['a server-only type', () => JSON.stringify({ to: one.bId, type: 'client left', socketId: one.bId })],
    ['a numeric recipient', () => JSON.stringify({ to: 42, type: 'offer', offer })],
    ['an offer that is a string', () => JSON.stringify({ to: one.bId, type: 'offer', offer: 'v=0' })],
    ['an answer with the offer type', () => JSON.stringify({ to: one.bId, type: 'answer', answer: offer })],
    [
      'a candidate with a text line index',
      () => JSON.stringify({ to: one.bId, type: 'ice-candidate', candidate: { ...candidate, sdpMLineIndex: 'zero' } }),
    ],
    ['a forged from', () => JSON.stringify({ to: one.bId, from: two.aId, type: 'offer', offer })],
    ['a __proto__ key', () => `{"to":"${one.bId}","type":"offer","offer":{"type":"offer","sdp":"x","__proto__":{"polluted":true}}}`],
    ['an oversized SDP', () => JSON.stringify({ to: one.bId, type: 'offer', offer: { type: 'offer', sdp: 'a'.repeat(MAX_SDP_LENGTH + 1) } })],
  ];

  it.each(cases)('rejects %s with an error, delivers nothing and keeps every socket open', async (_what, frame) => {
    one.a.send(frame());
    expect((await one.a.next('error')).message).toMatch(/^Invalid message: /);
    // Order is kept per socket: if the bad frame had been relayed, it would arrive first.
    one.a.send({ to: one.bId, type: 'ice-candidate', candidate: { candidate: 'still working' } });
    expect(await one.b.next('ice-candidate')).toEqual({ type: 'ice-candidate', from: one.aId, candidate: { candidate: 'still working' } });
    expect(one.b.received).toEqual([]);
    two.a.send({ to: two.bId, type: 'offer', offer });
    expect(await two.b.next('offer')).toEqual({ type: 'offer', from: two.aId, offer });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('closes a socket whose message exceeds the maximum payload (1009), leaving other rooms alone', async () => {
    const big = await openPair(server, users[4]!, users[0]!, 'oversized-room');
    big.a.send({ to: big.bId, type: 'offer', offer: { type: 'offer', sdp: 'a'.repeat(70 * 1024) } });
    expect((await big.a.closed).code).toBe(1009);
    expect(await big.b.next('client left')).toEqual({ type: 'client left', socketId: big.aId, admin: big.bId });
    expect(big.b.received).toEqual([]);
    two.b.send({ to: two.aId, type: 'answer', answer });
    expect(await two.a.next('answer')).toEqual({ type: 'answer', from: two.bId, answer });
    await big.b.close();
  });
});
