import type WebSocket from 'ws';

/**
 * Ping/pong liveness. A peer that vanished without a close frame (laptop lid, lost Wi-Fi)
 * would otherwise hold its room slot forever; one missed pong per period terminates it, and
 * the socket's close handler then frees the slot.
 */
export class Heartbeat {
  private readonly watched = new Map<WebSocket, { alive: boolean; onDead: () => void }>();
  private readonly timer: NodeJS.Timeout;

  constructor(periodMs: number) {
    this.timer = setInterval(() => this.tick(), periodMs);
    // The heartbeat alone must not keep a process (or a test run) alive.
    this.timer.unref();
  }

  /** `onDead` runs just before a silent socket is terminated (for the log). */
  watch(socket: WebSocket, onDead: () => void): void {
    const entry = { alive: true, onDead };
    this.watched.set(socket, entry);
    socket.on('pong', () => {
      entry.alive = true;
    });
    socket.once('close', () => this.watched.delete(socket));
  }

  private tick(): void {
    for (const [socket, entry] of this.watched) {
      if (!entry.alive) {
        this.watched.delete(socket);
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
    this.watched.clear();
  }
}
