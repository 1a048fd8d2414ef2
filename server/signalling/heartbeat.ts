import type WebSocket from 'ws';

/** Pings go out in this many slices spread over the period, not all at one instant. */
const SLICES = 10;

interface Watched {
  alive: boolean;
  onDead: () => void;
}

/**
 * Ping/pong liveness. A peer that vanished without a close frame (laptop lid, lost Wi-Fi)
 * would otherwise hold its room slot forever; one missed pong per period terminates it, and
 * the socket's close handler then frees the slot. Sockets are spread over slices so that
 * 10,000 of them do not all get pinged (and answer) in the same instant, which would stall
 * relaying for everyone at that moment.
 */
export class Heartbeat {
  private readonly slices: Map<WebSocket, Watched>[] = Array.from({ length: SLICES }, () => new Map());
  private readonly timer: NodeJS.Timeout;
  private nextSlice = 0;
  private watchedCount = 0;

  constructor(periodMs: number) {
    this.timer = setInterval(() => this.tick(), Math.max(1, Math.floor(periodMs / SLICES)));
    // The heartbeat alone must not keep a process (or a test run) alive.
    this.timer.unref();
  }

  /** `onDead` runs just before a silent socket is terminated (for the log). */
  watch(socket: WebSocket, onDead: () => void): void {
    const entry: Watched = { alive: true, onDead };
    const slice = this.slices[this.watchedCount % SLICES]!;
    this.watchedCount += 1;
    slice.set(socket, entry);
    socket.on('pong', () => {
      entry.alive = true;
    });
    socket.once('close', () => slice.delete(socket));
  }

  private tick(): void {
    const slice = this.slices[this.nextSlice]!;
    this.nextSlice = (this.nextSlice + 1) % SLICES;
    for (const [socket, entry] of slice) {
      if (!entry.alive) {
        slice.delete(socket);
        entry.onDead();
        socket.terminate();
        continue;
      }
      entry.alive = false;
      socket.ping();
    }
  }

  stop(): void {
    clearInterval(this.timer);
    for (const slice of this.slices) slice.clear();
  }
}
