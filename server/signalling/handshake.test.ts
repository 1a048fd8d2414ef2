import { beforeAll, describe, expect, it } from 'vitest';
import { POLICY_VIOLATION } from '../../src/realtime/protocol/signalling';
import { ADMISSION_ERRORS } from './admission';
import { NOT_IN_ROOM } from './session';
import { useSignallingFixture } from './signallingFixture';
import { openPair, paramsFor, pause, roomUrl, type SignallingServer, TestClient, type TestUser } from './testSupport';

const fixture = useSignallingFixture(['Alice', 'Bob', 'Carol']);
let server: SignallingServer;
/** Same real verifier, 300 ms slower, to act inside the window while a token is being checked. */
let slowServer: SignallingServer;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;

beforeAll(async () => {
  server = await fixture.serve({ limits: { passwordAttempts: 3 } });
  slowServer = await fixture.serve({ verifyIdToken: (token) => pause(300).then(() => fixture.verifyIdToken(token)) });
  [alice, bob, carol] = fixture.users as [TestUser, TestUser, TestUser];
});

/** A refused handshake: an 'error' message with the text, then a 1008 close with it as reason. */
async function expectRefused(url: string, text: string) {
  const client = new TestClient(url);
  const error = await client.next('error');
  expect(error.message).toBe(text);
  expect(await client.closed).toEqual({ code: POLICY_VIOLATION, reason: text });
}

describe('handshake with verified identities', () => {
  it('creates a room whose creator is the admin, named and pictured from the token', async () => {
    const client = new TestClient(roomUrl(server.wsUrl, paramsFor(alice, 'created-room', true)));
    const created = await client.next('created room successfully');
    expect(created.admin).toBe(created.me);
    expect(created.clients).toEqual([{ socketId: created.me, name: 'Alice', profilePic: alice.picture }]);
    await client.close();
  });

  it('lets a second member join with the password; each learns of the other', async () => {
    const a = new TestClient(roomUrl(server.wsUrl, paramsFor(alice, 'joined-room', true, 's3cret')));
    const created = await a.next('created room successfully');
    const b = new TestClient(roomUrl(server.wsUrl, paramsFor(bob, 'joined-room', false, 's3cret')));
    const joined = await b.next('joined room successfully');
    expect(joined.admin).toBe(created.me);
    expect(joined.clients).toEqual([
      { socketId: created.me, name: 'Alice', profilePic: alice.picture },
      { socketId: joined.me, name: 'Bob', profilePic: bob.picture },
    ]);
    expect(await a.next('new client')).toEqual({ type: 'new client', name: 'Bob', socketId: joined.me, profilePic: bob.picture });
    await Promise.all([a.close(), b.close()]);
  });

  it('refuses a room id shorter than 3 characters', async () => {
    await expectRefused(roomUrl(server.wsUrl, paramsFor(alice, 'ab', true)), 'Room id must be at least 3 characters');
  });

  it('counts room ids and passwords in characters, and refuses invisible (format) characters', async () => {
    const invisible = 'Room id may not contain invisible or control characters';
    await expectRefused(roomUrl(server.wsUrl, paramsFor(alice, '😀😀', true)), 'Room id must be at least 3 characters');
    await expectRefused(roomUrl(server.wsUrl, paramsFor(alice, '😀'.repeat(65), true)), 'Room id must be at most 64 characters');
    await expectRefused(roomUrl(server.wsUrl, paramsFor(alice, '\u202E\u200B\u200B', true)), invisible);
    await expectRefused(roomUrl(server.wsUrl, paramsFor(alice, 'abc\u200Bdef', true)), invisible);
    await expectRefused(roomUrl(server.wsUrl, paramsFor(alice, 'my\u200Broom', true)), invisible);
    await expectRefused(roomUrl(server.wsUrl, paramsFor(alice, 'abc\u0007', true)), invisible);
    await expectRefused(roomUrl(server.wsUrl, paramsFor(alice, 'pass-room', true, '🔑'.repeat(129))), 'Room password must be at most 128 characters');
    const emoji = new TestClient(roomUrl(server.wsUrl, paramsFor(alice, '😀'.repeat(64), true, '🔑'.repeat(128))));
    await emoji.next('created room successfully');
    const three = new TestClient(roomUrl(server.wsUrl, paramsFor(bob, '😀😀😀', true)));
    await three.next('created room successfully');
    await Promise.all([emoji.close(), three.close()]);
  });

  it('refuses to create a room that exists and to join one that does not', async () => {
    const { a, b } = await openPair(server, alice, bob, 'existing-room');
    await expectRefused(roomUrl(server.wsUrl, paramsFor(carol, 'existing-room', true)), ADMISSION_ERRORS.exists);
    await expectRefused(roomUrl(server.wsUrl, paramsFor(carol, 'no-such-room', false)), ADMISSION_ERRORS.missing);
    await Promise.all([a.close(), b.close()]);
  });

  it('refuses a third member (capacity 2) and a wrong password', async () => {
    const { a, b } = await openPair(server, alice, bob, 'full-room', 'pw');
    await expectRefused(roomUrl(server.wsUrl, paramsFor(carol, 'full-room', false, 'pw')), ADMISSION_ERRORS.full);
    await Promise.all([a.close(), b.close()]);
    const c = new TestClient(roomUrl(server.wsUrl, paramsFor(alice, 'locked-room', true, 'right')));
    await c.next('created room successfully');
    await expectRefused(roomUrl(server.wsUrl, paramsFor(bob, 'locked-room', false, 'wrong')), ADMISSION_ERRORS['wrong-password']);
    await c.close();
  });

  it('limits wrong password attempts per room, even when the right one comes next', async () => {
    const owner = new TestClient(roomUrl(server.wsUrl, paramsFor(alice, 'guarded-room', true, 'right')));
    await owner.next('created room successfully');
    for (let i = 0; i < 3; i += 1) {
      await expectRefused(roomUrl(server.wsUrl, paramsFor(bob, 'guarded-room', false, `guess-${i}`)), ADMISSION_ERRORS['wrong-password']);
    }
    await expectRefused(roomUrl(server.wsUrl, paramsFor(bob, 'guarded-room', false, 'right')), ADMISSION_ERRORS.tooManyPasswords);
    // Other rooms are not affected by the guessing.
    const { a, b } = await openPair(server, carol, bob, 'unguarded-room', 'pw');
    await Promise.all([owner.close(), a.close(), b.close()]);
  });

  it('ends two simultaneous creates of one room id with one room and one admin', async () => {
    const first = new TestClient(roomUrl(server.wsUrl, paramsFor(alice, 'race-room', true)));
    const second = new TestClient(roomUrl(server.wsUrl, paramsFor(bob, 'race-room', true)));
    // Both tokens are being checked at the same time; the room is decided after both checks.
    const outcomes = await Promise.all([first.first(), second.first()]);
    const created = outcomes.filter((m) => m.type === 'created room successfully');
    expect(created).toHaveLength(1);
    expect(outcomes).toContainEqual({ type: 'error', message: ADMISSION_ERRORS.exists });
    const winner = created[0] as { me: string };
    const joiner = new TestClient(roomUrl(server.wsUrl, paramsFor(carol, 'race-room', false)));
    const joined = await joiner.next('joined room successfully');
    expect(joined.admin).toBe(winner.me);
    expect(joined.clients).toHaveLength(2);
    await Promise.all([first.close(), second.close(), joiner.close()]);
  });

  it('does not create the room of a client that left while its token was being checked', async () => {
    const quitter = new TestClient(roomUrl(slowServer.wsUrl, paramsFor(alice, 'abandoned-room', true)));
    await quitter.opened;
    await quitter.close();
    await pause(500);
    expect(slowServer.feature.stats()).toEqual({ rooms: 0, sockets: 0 });
    const joiner = new TestClient(roomUrl(slowServer.wsUrl, paramsFor(bob, 'abandoned-room', false)));
    expect(await joiner.next('error')).toEqual({ type: 'error', message: ADMISSION_ERRORS.missing });
  });

  it('answers a message sent before the room is entered with an error and relays nothing', async () => {
    const early = new TestClient(roomUrl(slowServer.wsUrl, paramsFor(alice, 'early-room', true)));
    await early.opened;
    early.send({ to: 'anyone', type: 'offer', offer: { type: 'offer', sdp: 'v=0' } });
    expect(await early.next('error')).toEqual({ type: 'error', message: NOT_IN_ROOM });
    await early.next('created room successfully');
    await early.close();
  });
});
