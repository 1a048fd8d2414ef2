/**
 * Wrong room passwords per (IP, room) in a fixed window, so a room password cannot be guessed
 * by brute force. Keyed per room so one noisy IP does not lock its owner out of other rooms.
 */
const MAX_TRACKED_KEYS = 100_000;

export class PasswordAttempts {
  private readonly failures = new Map<string, { count: number; windowStart: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private entry(ip: string, roomId: string) {
    const key = `${ip}\n${roomId}`;
    const entry = this.failures.get(key);
    if (entry && this.now() - entry.windowStart >= this.windowMs) {
      this.failures.delete(key);
      return { key, entry: undefined };
    }
    return { key, entry };
  }

  isBlocked(ip: string, roomId: string): boolean {
    const { entry } = this.entry(ip, roomId);
    return entry !== undefined && entry.count >= this.maxFailures;
  }

  recordFailure(ip: string, roomId: string): void {
    const { key, entry } = this.entry(ip, roomId);
    if (entry) {
      entry.count += 1;
      return;
    }
    // Bounded memory under a spray of room ids: forget the oldest window first (Map keeps insertion order).
    if (this.failures.size >= MAX_TRACKED_KEYS) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
    this.failures.set(key, { count: 1, windowStart: this.now() });
  }
}
