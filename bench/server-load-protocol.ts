/** IPC between `bench/server-load.ts` and its server child (`bench/server-load-server.ts`). */
/** `collectGarbage` forces a full GC first (for memory figures): never inside the measured window. */
export type ServerRequest = { kind: 'stats'; collectGarbage: boolean } | { kind: 'loop-reset' } | { kind: 'loop' } | { kind: 'stop' };

export type ServerReply =
  | { kind: 'ready'; port: number; rss: number; heapUsed: number }
  | { kind: 'stats'; rss: number; heapUsed: number; rooms: number; sockets: number; cpu: NodeJS.CpuUsage }
  | { kind: 'loop-reset' }
  | { kind: 'loop'; p50Ms: number; p99Ms: number; maxMs: number; gc: GcPauses };

export interface GcPauses {
  count: number;
  totalMs: number;
  maxMs: number;
}
