/**
 * Groups changed columns into at most `maxSpans` ranges [first, last) for a partial redraw:
 * each range is one quad, so a frame that changed a few bars redraws a few thin strips of the
 * canvas instead of all of it (under software WebGL per-pixel work is the frame's cost). Close
 * ranges merge first, since a quad's fixed cost outweighs redrawing a few unchanged columns.
 * Returns the ranges flattened: [first0, last0, first1, last1, ...].
 */
export function columnSpans(changed: ArrayLike<number>, maxSpans: number, mergeGap = 4): number[] {
  // mergeGap: how many unchanged columns between two changed ones still join them into one range.
  if (changed.length === 0) return [];
  const sorted = Int32Array.from(changed).sort();
  const spans: number[] = [sorted[0]!, sorted[0]! + 1];
  for (let k = 1; k < sorted.length; k++) {
    const i = sorted[k]!;
    const end = spans.length - 1;
    if (i - spans[end]! <= mergeGap) spans[end] = Math.max(spans[end]!, i + 1);
    else spans.push(i, i + 1);
  }
  return mergeSmallestGaps(spans, Math.max(1, maxSpans));
}

/** Joins neighbouring ranges across the smallest gaps until at most `maxSpans` remain. */
function mergeSmallestGaps(spans: number[], maxSpans: number): number[] {
  const count = spans.length / 2;
  if (count <= maxSpans) return spans;
  // Gap k lies between range k and k + 1; keep the (maxSpans - 1) largest gaps open.
  const gaps = Array.from({ length: count - 1 }, (_, k) => k).sort(
    (a, b) => spans[2 * b + 2]! - spans[2 * b + 1]! - (spans[2 * a + 2]! - spans[2 * a + 1]!),
  );
  const open = new Set(gaps.slice(0, maxSpans - 1));
  const merged: number[] = [spans[0]!, spans[1]!];
  for (let k = 1; k < count; k++) {
    if (open.has(k - 1)) merged.push(spans[2 * k]!, spans[2 * k + 1]!);
    else merged[merged.length - 1] = spans[2 * k + 1]!;
  }
  return merged;
}
