/** IPC between `bench/soak.ts` and its server child (`bench/soak-server.ts`). */

/** What keeps the server's event loop alive, by kind (`process.getActiveResourcesInfo()`). */
export interface Handles {
  total: number;
  /** TCP sockets: room sockets, review streams and HTTP connections (the listener is not one). */
  sockets: number;
  /** Timers that keep the process alive (ref'd `setTimeout` / `setInterval`; unref'd ones, like the heartbeats, are not listed). */
  timers: number;
}

export interface ServerSample {
  rss: number;
  heapUsed: number;
  handles: Handles;
  /** Room sockets the signalling feature holds. */
  roomSockets: number;
  /** Event-loop delay since the previous `sample` with `resetLoop` (ms a 10 ms timer ran late; the benchmark's own forced GCs left out). */
  loop: { p50Ms: number; p99Ms: number; maxMs: number };
}

/** `collectGarbage` forces a full GC first (only while nothing is measured); `resetLoop` starts a new delay window. */
export type SoakRequest = { kind: 'sample'; id: number; collectGarbage: boolean; resetLoop: boolean } | { kind: 'stop' };

/** A sample answers the request with the same `id`. */
export type SoakReply = { kind: 'ready'; port: number } | ({ kind: 'sample'; id: number } & ServerSample);
