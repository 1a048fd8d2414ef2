/**
 * Open connections per client IP, so one host cannot exhaust the server's file descriptors or
 * take every slot: the room sockets have one, the reviews' live streams another, both capped
 * at `WS_MAX_CONNECTIONS_PER_IP`. The IP is the client's as `server/clientAddress.ts` finds it.
 */
export class ConnectionsPerIp {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Counts a new socket; false (and nothing counted) when the IP is at its limit. */
  tryAcquire(ip: string): boolean {
    const count = this.open.get(ip) ?? 0;
    if (count >= this.max) return false;
    this.open.set(ip, count + 1);
    return true;
  }

  release(ip: string): void {
    const count = this.open.get(ip) ?? 0;
    if (count <= 1) this.open.delete(ip);
    else this.open.set(ip, count - 1);
  }
}
