/**
 * The visual state of one bar (or bucket), owned by the family's model: one byte per element,
 * which the bar renderer turns into a colour. Sort and the array searches share these.
 */
export const BarState = {
  Idle: 0,
  Compare: 1,
  Swap: 2,
  Write: 3,
  Pivot: 4,
  Sorted: 5,
  Bucket: 6,
  /** Outside a search's window: greyed out. */
  Discarded: 7,
  /** The element a search found. */
  Found: 8,
  /** Inside a search's window, not yet looked at. */
  Window: 9,
} as const;
export type BarStateCode = (typeof BarState)[keyof typeof BarState];

/** Colour per state (index = state byte); chosen to stay distinguishable on the dark stage. */
export const barPalette: readonly number[] = [
  0x4fc3f7, // Idle
  0xffd54f, // Compare
  0xef5350, // Swap
  0xff8a65, // Write
  0xce93d8, // Pivot
  0x66bb6a, // Sorted
  0x90a4ae, // Bucket
  0x37474f, // Discarded
  0x00e676, // Found
  0x81d4fa, // Window
];
