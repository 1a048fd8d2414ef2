/**
 * Latency histogram with 0.1 ms buckets up to 10 s: constant memory however many messages a
 * run relays, and percentiles exact to the bucket width.
 */
const BUCKET_MS = 0.1;
const BUCKETS = 100_000;

export class LatencyHistogram {
  private readonly counts = new Uint32Array(BUCKETS + 1);
  count = 0;
  private sum = 0;
  max = 0;

  record(ms: number): void {
    const bucket = Math.min(BUCKETS, Math.max(0, Math.floor(ms / BUCKET_MS)));
    this.counts[bucket]! += 1;
    this.count += 1;
    this.sum += ms;
    if (ms > this.max) this.max = ms;
  }

  get mean(): number {
    return this.count === 0 ? 0 : this.sum / this.count;
  }

  /** Upper edge of the bucket holding the p-th percentile (0 < p ≤ 100). */
  percentile(p: number): number {
    if (this.count === 0) return 0;
    const rank = Math.ceil((p / 100) * this.count);
    let seen = 0;
    for (let i = 0; i <= BUCKETS; i += 1) {
      seen += this.counts[i]!;
      if (seen >= rank) return (i + 1) * BUCKET_MS;
    }
    return this.max;
  }
}
