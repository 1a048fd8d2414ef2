/**
 * Operation codes shared by every algorithm family and the main-thread player. An operation is
 * four int32s: [code, a, b, c]. Fixed width keeps a chunk one flat Int32Array that a worker can
 * transfer (not copy) and the player can index without allocating.
 */
export const OP_WIDTH = 4;

export const Op = {
  /** compare a b: elements a and b are being compared (counts a comparison). */
  Compare: 1,
  /** swap a b: the values at a and b trade places (two writes). */
  Swap: 2,
  /** set a v: element a takes value b (one write); c = 1 when it comes from an auxiliary area. */
  Set: 3,
  /** sorted a b: elements a..b-1 are in their final place. */
  Sorted: 4,
  /** pivot a: element a is the current pivot; a = -1 clears it. */
  Pivot: 5,
  /** phase a b: the algorithm enters phase a (see Phase) with argument b (e.g. the radix digit). */
  Phase: 6,
  /** bucket-put a b c: the item at data index a (value c) moves into bucket b; a stays empty. */
  BucketPut: 7,
  /** bucket-take a b c: bucket a gives one item of value c back to data index b (one write). */
  BucketTake: 8,
  /** count a b: element a (value b) is counted into bucket b. */
  Count: 9,
  /** shuffle-mark: bogosort started another shuffle round (for narration and counters). */
  Round: 10,
} as const;
export type OpCode = (typeof Op)[keyof typeof Op];

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

export const phaseNames: Record<PhaseCode, string> = {
  0: '',
  1: 'Counting phase',
  2: 'Rebuilding phase',
  3: 'Distributing into digit buckets',
  4: 'Collecting from the buckets',
};

/** An operation as an algorithm yields it (before encoding). */
export type Operation = readonly [code: OpCode, a: number, b: number, c: number];
