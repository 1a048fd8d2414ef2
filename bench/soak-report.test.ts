import { describe, expect, it } from 'vitest';
import type { ServerSample } from './soak-protocol';
import { type SoakResult, soakChecks } from './soak-report';

const MiB = 1024 * 1024;
const idle: ServerSample = {
  rss: 80 * MiB,
  heapUsed: 8 * MiB,
  handles: { total: 3, sockets: 0, timers: 0 },
  roomSockets: 0,
  loop: { p50Ms: 0, p99Ms: 1, maxMs: 5 },
};

/** A run that meets every goal, with `change` applied. */
function run(change: (r: SoakResult) => void = () => {}): SoakResult {
  const result: SoakResult = {
    settings: {},
    machine: { cpus: 2, node: 'v20', loadAverageAtStart: [1, 1, 1], loadAverageAtEnd: [1, 1, 1] },
    durationSeconds: 300,
    baseline: idle,
    minutes: [],
    waves: [1, 2, 3].map((wave) => ({ wave, roomSockets: 0, rssAfter: 100 * MiB, heapAfter: 9 * MiB, connectSeconds: 2 })),
    afterAll: structuredClone(idle),
    relay: { p50Ms: 1, p99Ms: 10, maxMs: 40, samples: 50_000, goalP99Ms: 25 },
    messages: { sent: 60_000, received: 60_000, lost: 0, outOfOrder: 0 },
    reviews: { subscribers: 200, posted: 30, listsExpected: 200 * 33, listsReceived: 200 * 33 },
  };
  change(result);
  return result;
}

const failed = (result: SoakResult) =>
  soakChecks(result)
    .filter((c) => !c.pass)
    .map((c) => c.name);

describe('the soak goals', () => {
  it('pass a steady run', () => {
    expect(failed(run())).toEqual([]);
  });

  it('allow RSS up to 10 % above the first wave, and any amount below it', () => {
    expect(failed(run((r) => (r.waves[2]!.rssAfter = 110 * MiB)))).toEqual([]);
    expect(failed(run((r) => (r.waves[2]!.rssAfter = 111 * MiB)))).toEqual(['RSS after the last wave vs the first']);
    expect(failed(run((r) => (r.waves[2]!.rssAfter = 70 * MiB)))).toEqual([]);
  });

  it('miss when a socket or a timer outlives everyone leaving', () => {
    expect(failed(run((r) => (r.afterAll.handles.sockets = 1)))).toEqual(['sockets left after everyone left']);
    expect(failed(run((r) => (r.afterAll.roomSockets = 1)))).toEqual(['sockets left after everyone left']);
    expect(failed(run((r) => (r.afterAll.handles.timers = 1)))).toEqual(['timers left after everyone left']);
  });

  it('hold relay p99 to the load bench goal, and miss a run that measured nothing', () => {
    expect(failed(run((r) => (r.relay.p99Ms = 25)))).toEqual([]);
    expect(failed(run((r) => (r.relay.p99Ms = 25.1)))).toEqual(['relay latency p99']);
    expect(failed(run((r) => (r.relay.samples = 0)))).toEqual(['relay latency p99']);
  });

  it('miss lost relays and review lists that never arrived', () => {
    expect(failed(run((r) => (r.messages.lost = 1)))).toEqual(['relayed messages lost or reordered']);
    expect(failed(run((r) => (r.reviews.listsReceived -= 1)))).toEqual(['review lists pushed to the subscribers']);
  });
});
