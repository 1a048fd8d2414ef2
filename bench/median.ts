/** How many times each row is measured; the row reports the median (one noisy run cannot decide a goal). */
export const REPEATS = 3;

type Numeric<T> = { [K in keyof T]: number };

/** Beside each plain number, its `[min, max]` over the runs (`fps` → `fpsSpread`). */
export type Spread<T> = { [K in keyof T as `${K & string}Spread`]: [number, number] };

/** The median of a handful of numbers (the lower middle for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/**
 * The value below which a share `q` (0–1) of the values fall: the nearest rank, so p95 of 20
 * frames is the 19th (one slow frame in twenty shows in it). 0 for no values.
 */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/**
 * Each field's median over the runs, taken field by field (the median fps and the median
 * longest task may come from different runs), plus each field's spread.
 */
export function medianOfRuns<T extends Numeric<T>>(runs: T[]): T & Spread<T> {
  const out: Record<string, number | [number, number]> = {};
  for (const key of Object.keys(runs[0]!) as (keyof T & string)[]) {
    const values = runs.map((run) => run[key] as number);
    out[key] = median(values);
    out[`${key}Spread`] = [Math.min(...values), Math.max(...values)];
  }
  return out as T & Spread<T>;
}

/** Runs `once` REPEATS times in a row and reduces the results to their medians and spreads. */
export async function repeated<T extends Numeric<T>>(once: () => Promise<T>): Promise<T & Spread<T>> {
  const runs: T[] = [];
  for (let i = 0; i < REPEATS; i++) runs.push(await once());
  return medianOfRuns(runs);
}
