/**
 * The client side of `npm run bench:server`: pairs of real `ws` clients in rooms, each
 * addressing its peer through the server. Every relayed message carries its sequence number and
 * send time, so the receiver (in this same process, same clock) measures relay latency and
 * notices a missing or reordered message.
 */
import WebSocket from 'ws';
import type { ServerMessage } from '../src/realtime/protocol/signalling';
import type { LatencyHistogram } from './server-histogram';

export interface BenchClient {
  ws: WebSocket;
  me: string;
  peer: string;
  sent: number;
  received: number;
  outOfOrder: number;
  unexpectedClose: boolean;
}

export interface Tally {
  histogram: LatencyHistogram;
  /** Latencies are recorded only while measuring (after the warm-up). */
  measuring: boolean;
  measureStart: number;
  /** Worst latency per second of the measured window: shows whether the tail is one stall or spread out. */
  worstPerSecond: number[];
}

/** An SDP-sized body for the occasional offer; real ones are 2-6 KB. */
const SDP_BODY = `v=0\r\n${'a=candidate:1 1 udp 2122260223 192.0.2.1 54321 typ host generation 0\r\n'.repeat(40)}`;

function roomUrl(base: string, uid: string, roomId: string, createRoom: boolean): string {
  const query = new URLSearchParams({ uid, roomId, idToken: `bench:${uid}`, roomPass: 'bench', createRoom: String(createRoom) });
  return `${base}/?${query}`;
}

/** Opens one socket and resolves with the server's first answer (created / joined / error). */
function connect(url: string, timeoutMs: number): Promise<{ ws: WebSocket; first: ServerMessage }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error('no answer from the server in time'));
    }, timeoutMs);
    ws.once('message', (data) => {
      clearTimeout(timer);
      resolve({ ws, first: JSON.parse(data.toString()) as ServerMessage });
    });
    ws.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

function listen(client: BenchClient, tally: Tally): void {
  // The load generator must stay cheaper than the server it loads, so it finds its marker with
  // indexOf instead of parsing JSON; server messages without a marker are not relayed traffic.
  client.ws.on('message', (data) => {
    const text = data.toString();
    const at = text.indexOf('"bench ');
    if (at < 0) return;
    const [, seq, sentAt] = text.slice(at + 1, at + 48).split(' ', 3);
    if (Number(seq) !== client.received + 1) client.outOfOrder += 1;
    client.received += 1;
    if (!tally.measuring) return;
    const now = performance.now();
    const latency = now - Number(sentAt);
    tally.histogram.record(latency);
    const second = Math.floor((now - tally.measureStart) / 1000);
    tally.worstPerSecond[second] = Math.max(tally.worstPerSecond[second] ?? 0, latency);
  });
  client.ws.on('close', () => {
    client.unexpectedClose = true;
  });
}

/**
 * One room: a creator, then a joiner; both learn the other's socket id from the server. In the
 * clustered run the creator is on one node and the joiner on the other (`joinerBase`).
 */
export async function openRoom(base: string, index: number, tally: Tally, timeoutMs: number, joinerBase = base): Promise<[BenchClient, BenchClient]> {
  const roomId = `bench-room-${index}`;
  const creator = await connect(roomUrl(base, `c${index}`, roomId, true), timeoutMs);
  if (creator.first.type !== 'created room successfully') throw new Error(`create ${roomId}: ${JSON.stringify(creator.first)}`);
  const newClient = new Promise<string>((resolve) => {
    creator.ws.once('message', (data) => resolve((JSON.parse(data.toString()) as { socketId: string }).socketId));
  });
  const joiner = await connect(roomUrl(joinerBase, `j${index}`, roomId, false), timeoutMs);
  if (joiner.first.type !== 'joined room successfully') throw new Error(`join ${roomId}: ${JSON.stringify(joiner.first)}`);
  const joinerId = await newClient;
  const a: BenchClient = { ws: creator.ws, me: creator.first.me, peer: joinerId, sent: 0, received: 0, outOfOrder: 0, unexpectedClose: false };
  const b: BenchClient = { ws: joiner.ws, me: joiner.first.me, peer: creator.first.me, sent: 0, received: 0, outOfOrder: 0, unexpectedClose: false };
  listen(a, tally);
  listen(b, tally);
  return [a, b];
}

/** Sends the client's next message to its peer: mostly ICE candidates, every `offerEvery`-th an offer. */
export function sendNext(client: BenchClient, offerEvery: number): void {
  client.sent += 1;
  const marker = `bench ${client.sent} ${performance.now().toFixed(3)}`;
  // Built by hand for the same reason; the shapes are those of the real client's messages.
  client.ws.send(
    client.sent % offerEvery === 0
      ? `{"to":"${client.peer}","type":"offer","offer":{"type":"offer","sdp":${JSON.stringify(`${marker} \r\n${SDP_BODY}`)}}}`
      : `{"to":"${client.peer}","type":"ice-candidate","candidate":{"candidate":"${marker} udp 2122260223 192.0.2.1 54321 typ host","sdpMid":"0","sdpMLineIndex":0}}`,
  );
}

/** Runs tasks with at most `limit` in flight (connecting 10,000 sockets at once would overflow the accept backlog). */
export async function inPool<T>(count: number, limit: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return results;
}
