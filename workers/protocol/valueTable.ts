/**
 * Numbers that do not fit an int32 operand (an equation's 7/2, 1e300) travel beside the
 * operations: a generator adds a value to the run's table and puts its index in an operand.
 * The table only grows during a run; each chunk carries the entries added since the previous
 * one, so the main thread's copy is complete for every operation it has received.
 */
export class ValueTable {
  private readonly pending: number[] = [];
  private size = 0;

  /** Adds a value and returns its index in the run's table. */
  add(value: number): number {
    this.pending.push(value);
    return this.size++;
  }

  /** The entries added since the last drain, or undefined when there are none (the chunk then carries no table). */
  drain(): Float64Array | undefined {
    if (this.pending.length === 0) return undefined;
    const out = Float64Array.from(this.pending);
    this.pending.length = 0;
    return out;
  }
}
