/**
 * File-name-safe form of a route value: `quicksort(pivotlast)` → `quicksort-pivotlast`. The
 * catalogue names its preview images with it, and a downloaded video its file.
 */
export function slugOf(value: string): string {
  return value.replace(/[()]/g, (c) => (c === '(' ? '-' : '')).toLowerCase();
}
