/** IPC between `bench/server-load.ts` and its server child (`bench/server-load-server.ts`). */
export type ServerRequest = { kind: 'stats' } | { kind: 'loop-reset' } | { kind: 'loop' } | { kind: 'stop' };

export type ServerReply =
  | { kind: 'ready'; port: number; rss: number; heapUsed: number }
  | { kind: 'stats'; rss: number; heapUsed: number; rooms: number; sockets: number; cpu: NodeJS.CpuUsage }
  | { kind: 'loop-reset' }
  | { kind: 'loop'; p50Ms: number; p99Ms: number; maxMs: number };
