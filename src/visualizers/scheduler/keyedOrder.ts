/**
 * The fewest DOM moves that turn one ordered list of keyed elements into another: keys no longer
 * wanted are removed, the longest run of keys that keep their relative order stays where it is,
 * and every other key is inserted before its successor. A lane whose head left and whose tail
 * grew by one then costs two DOM operations, not a rewrite of every chip.
 */
export interface KeyedMoves<K> {
  /** Keys of `from` that are not in `to`. */
  remove: K[];
  /** Keys to insert (or move), each before the given key (null: at the end), applied in this order. */
  insert: [key: K, before: K | null][];
}

/** Indices of a longest strictly increasing subsequence of `seq`, ignoring negative entries. */
function longestIncreasing(seq: readonly number[]): Set<number> {
  // tails[k]: index in seq of the smallest tail of an increasing run of length k + 1.
  const tails: number[] = [];
  const previous = new Array<number>(seq.length).fill(-1);
  for (let i = 0; i < seq.length; i++) {
    const value = seq[i];
    if (value < 0) continue;
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (seq[tails[mid]] < value) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[i] = tails[lo - 1];
    tails[lo] = i;
  }
  const kept = new Set<number>();
  for (let i = tails.length ? tails[tails.length - 1] : -1; i >= 0; i = previous[i]) kept.add(i);
  return kept;
}

/** The moves from `from` to `to`; each list holds distinct keys. */
export function keyedMoves<K>(from: readonly K[], to: readonly K[]): KeyedMoves<K> {
  const wanted = new Set(to);
  const remove = from.filter((key) => !wanted.has(key));
  const oldIndex = new Map<K, number>();
  let kept = 0;
  for (const key of from) if (wanted.has(key)) oldIndex.set(key, kept++);
  const stay = longestIncreasing(to.map((key) => oldIndex.get(key) ?? -1));
  const insert: [K, K | null][] = [];
  let before: K | null = null;
  for (let i = to.length - 1; i >= 0; i--) {
    if (!stay.has(i)) insert.push([to[i], before]);
    before = to[i];
  }
  return { remove, insert };
}
