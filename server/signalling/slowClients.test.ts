import { connect, type Socket } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { setLogSilent } from '../log';
import { useSignallingFixture } from './signallingFixture';
import { openPair, paramsFor, pause, roomUrl, TestClient } from './testSupport';

const fixture = useSignallingFixture(['Ann', 'Ben', 'Cat', 'Dan']);
const users = fixture.users;

/** An offer as big as the server relays (its SDP limit is 32 KiB). */
const bigOffer = (i: number) => ({ type: 'offer', sdp: `v=0 ${i}\r\n${'a'.repeat(30_000)}` });

describe('a room member that stops reading', () => {
  it('is cut off once its unsent data passes 1 MiB, its partner is told it left, and other rooms go on', async () => {
    // A heartbeat far away and a rate limit out of the way: only the buffer limit can act here.
    const server = await fixture.serve({ limits: { heartbeatMs: 600_000, messagesPerSecond: 10_000, messageBurst: 10_000 } });
    let tcp: Socket | undefined;
    const reader = new TestClient(roomUrl(server.wsUrl, paramsFor(users[0]!, 'slow-room', true)), {
      createConnection: (options) => {
        tcp = connect(options as { port: number; host: string });
        return tcp;
      },
    });
    const created = await reader.next('created room successfully');
    const sender = new TestClient(roomUrl(server.wsUrl, paramsFor(users[1]!, 'slow-room', false)));
    const joined = await sender.next('joined room successfully');
    await reader.next('new client');
    const calm = await openPair(server, users[2]!, users[3]!, 'calm-room');

    const lines: string[] = [];
    const capture = (chunk: string | Uint8Array) => {
      lines.push(chunk.toString());
      return true;
    };
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    setLogSilent(false);
    try {
      // The reader stops reading: its TCP socket is paused, so the kernel's buffers fill, then the server's.
      tcp?.pause();
      const left = sender.next('client left', 30_000);
      // 30 KB each: up to 24 MB, far past the kernel's buffers (a few MB on loopback) and the 1 MiB limit.
      for (let i = 0; i < 800 && sender.received.every((m) => m.type !== 'client left'); i += 1) {
        sender.send({ to: created.me, type: 'offer', offer: bigOffer(i) });
        if (i % 20 === 19) await pause(5);
      }
      // Admin passes to the one who stayed.
      expect(await left).toEqual({ type: 'client left', socketId: created.me, admin: joined.me });
      // Meanwhile another room relays as usual.
      calm.a.send({ to: calm.bId, type: 'ice-candidate', candidate: { candidate: 'still here' } });
      expect((await calm.b.next('ice-candidate')).candidate.candidate).toBe('still here');
    } finally {
      setLogSilent(true);
      out.mockRestore();
      err.mockRestore();
    }
    const events = lines.map((line) => JSON.parse(line) as { event: string; bufferedBytes?: number });
    const cut = events.find((e) => e.event === 'slow_consumer_terminated');
    expect(cut?.bufferedBytes).toBeGreaterThan(1024 * 1024);
    // Read again: the reader finds its connection ended by the server.
    tcp?.resume();
    expect((await reader.closed).code).toBe(1006);
    await Promise.all([sender.close(), calm.a.close(), calm.b.close()]);
  }, 60_000);
});

describe('a room socket', () => {
  it('outlives the HTTP request and keep-alive deadlines (it left HTTP at its upgrade)', async () => {
    const server = await fixture.serve({ http: { headersTimeoutMs: 300, requestTimeoutMs: 500, keepAliveTimeoutMs: 200 } });
    const { a, b, bId } = await openPair(server, users[0]!, users[1]!, 'long-room');
    await pause(500 + 1500);
    a.send({ to: bId, type: 'ice-candidate', candidate: { candidate: 'after the deadlines' } });
    expect((await b.next('ice-candidate')).candidate.candidate).toBe('after the deadlines');
    await Promise.all([a.close(), b.close()]);
  });
});
