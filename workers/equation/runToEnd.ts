/** Drains a generator and returns what it returns (its yields are only for the animation). */
export function runToEnd<R>(steps: Generator<unknown, R>): R {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
