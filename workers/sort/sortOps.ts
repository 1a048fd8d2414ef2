/** Sort's operation codes (see workers/protocol/ops.ts for the shape). */
export const Op = {
  /**
   * compare a b c: elements a and b are being compared (counts a comparison). c > 0: a's side is
   * the value c − 1 held in a merge's copy, a the slot it would be written to (see compareHeld).
   */
  Compare: 1,
  /** swap a b: the values at a and b trade places (two writes). */
  Swap: 2,
  /** set a b: element a takes value b (one write); c = 1 when it comes from an auxiliary area. */
  Set: 3,
  /** sorted a b: elements a..b-1 are in their final place (a marker: costs no delay). */
  Sorted: 4,
  /** pivot a: element a is the current pivot; a = -1 clears it. */
  Pivot: 5,
  /** phase a b: the algorithm enters phase a (see Phase) with argument b (a marker). */
  Phase: 6,
  /** bucket-put a b c: the item at data index a (value c) moves into bucket b; a stays empty. */
  BucketPut: 7,
  /** bucket-take a b c: bucket a gives one item of value c back to data index b (one write). */
  BucketTake: 8,
  /** count a b: element a (value b) is counted into bucket b. */
  Count: 9,
  /** round a: bogosort starts shuffle round a (a marker, for narration and counters). */
  Round: 10,
} as const;

/** Markers change labels or colours only; the player charges them no delay. */
export const isMarker = (code: number) => code === Op.Sorted || code === Op.Phase || code === Op.Round;

/** Delay slots an operation takes: a visible step one, a marker none (the bar model and the worker's count share it). */
export const sortOpCost = (code: number) => (isMarker(code) ? 0 : 1);

/** The phases of the two-phase sorts; their words live with the page (narration.ts). */
export const Phase = {
  None: 0,
  Counting: 1,
  Rebuilding: 2,
  /** Radix: distributing items into buckets by digit b (0 = ones). */
  Distributing: 3,
  /** Radix: collecting items back from the buckets. */
  Collecting: 4,
} as const;
export type PhaseCode = (typeof Phase)[keyof typeof Phase];
