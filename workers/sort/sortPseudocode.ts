import type { SortAlgorithm } from './sortTypes';

/**
 * The pseudocode of every sort, written to do what its generator does step for step (a guard
 * such as `if i is not store` is there because the generator skips that swap), in the site's one
 * style: short lines in plain words, `if`/`while` for a comparison, `swap` for a swap, `for`/
 * `while` for a loop, two spaces of indentation a level. The page marks the line of each step
 * (src/families/sort/sortCode.ts maps operations to the names below).
 *
 * Plain data: the lines are `readonly string[]`, the engine's Pseudocode (workers import nothing
 * of src/).
 */

/** An algorithm's lines in order, and each line's index under its name (`BUBBLE.compare`). */
export type Listing<K extends string> = { readonly [name in K]: number } & { readonly lines: readonly string[] };

/** Numbers the lines of `named` in the order written: one fact (a line and its name) in one place. */
function listing<K extends string>(named: Record<K, string>): Listing<K> {
  const names = Object.keys(named) as K[];
  const at = Object.fromEntries(names.map((name, index) => [name, index])) as Record<K, number>;
  return Object.freeze({ ...at, lines: Object.freeze(names.map((name) => named[name])) }) as Listing<K>;
}

export const BUBBLE = listing({
  passes: 'for i from 0 to n - 2',
  pairs: '  for j from 0 to n - 2 - i',
  compare: '    if a[j] > a[j + 1]',
  swap: '      swap a[j] and a[j + 1]',
});

export const SELECTION_MAX = listing({
  passes: 'for end from n - 1 down to 1',
  start: '  max = 0',
  scan: '  for i from 1 to end',
  compare: '    if a[i] > a[max]',
  newMax: '      max = i',
  ifMoved: '  if max is not end',
  swap: '    swap a[max] and a[end]',
});

export const SELECTION_MINMAX = listing({
  bounds: 'low = 0, high = n - 1',
  passes: 'while low < high',
  start: '  min = low, max = low',
  scan: '  for i from low + 1 to high',
  compareMin: '    if a[i] < a[min]',
  newMin: '      min = i',
  compareMax: '    if a[i] > a[max]',
  newMax: '      max = i',
  ifMinMoved: '  if min is not low',
  swapMin: '    swap a[min] and a[low]',
  // The swap just above moved the maximum away from low, to where the minimum was.
  ifMaxWasLow: '  if max is low',
  followMax: '    max = min',
  ifMaxMoved: '  if max is not high',
  swapMax: '    swap a[max] and a[high]',
  narrow: '  low = low + 1, high = high - 1',
});

export const BOGO = listing({
  rounds: 'while true',
  assume: '  inOrder = true',
  check: '  for i from 0 to n - 2',
  compare: '    if a[i] > a[i + 1]',
  outOfOrder: '      inOrder = false, stop checking',
  ifInOrder: '  if inOrder',
  done: '    stop: a is sorted',
  shuffle: '  for i from n - 1 down to 1',
  draw: '    j = a random index from 0 to i',
  ifApart: '    if j is not i',
  swap: '      swap a[i] and a[j]',
});

export const INSERTION = listing({
  keys: 'for i from 1 to n - 1',
  start: '  j = i',
  compare: '  while j > 0 and a[j - 1] > a[j]',
  swap: '    swap a[j - 1] and a[j]',
  step: '    j = j - 1',
});

export const HEAP = listing({
  build: 'for start from n div 2 - 1 down to 0',
  buildSift: '  siftDown(start, n)',
  extract: 'for end from n - 1 down to 1',
  swapRoot: '  swap a[0] and a[end]',
  extractSift: '  siftDown(0, end)',
  siftDef: 'siftDown(parent, size):',
  siftLoop: '  while 2 × parent + 1 < size',
  left: '    child = 2 × parent + 1',
  compareChildren: '    if child + 1 < size and a[child + 1] > a[child]',
  right: '      child = child + 1',
  compareParent: '    if a[parent] >= a[child]',
  stop: '      return',
  swapChild: '    swap a[parent] and a[child]',
  descend: '    parent = child',
});

/** Quick sort's driver, the same for every pivot rule (the generator's stack pops ranges in this order). */
const quickSortDriver = {
  sortDef: 'quickSort(low, high):',
  ifRange: '  if low < high',
  split: '    p = partition(low, high)',
  sortLeft: '    quickSort(low, p - 1)',
  sortRight: '    quickSort(p + 1, high)',
  partitionDef: 'partition(low, high):',
};

/** Lomuto's partition around a[high] (CLRS), after the lines that choose the pivot. */
const partitionAroundLast = {
  choosePivot: '  pivot = a[high]',
  startStore: '  store = low',
  scan: '  for i from low to high - 1',
  compare: '    if a[i] <= pivot',
  ifApart: '      if i is not store',
  swapStore: '        swap a[i] and a[store]',
  advance: '      store = store + 1',
  ifMoved: '  if store is not high',
  swapPivot: '    swap a[store] and a[high]',
  placed: '  return store',
};

export const QUICK_LAST = listing({ ...quickSortDriver, ...partitionAroundLast });

export const QUICK_RANDOM = listing({
  ...quickSortDriver,
  draw: '  r = a random index from low to high',
  ifRandomMoves: '  if r is not high',
  swapRandom: '    swap a[r] and a[high]',
  ...partitionAroundLast,
});

export const QUICK_FIRST = listing({
  ...quickSortDriver,
  choosePivot: '  pivot = a[low]',
  startStore: '  store = low',
  scan: '  for i from low + 1 to high',
  compare: '    if a[i] < pivot',
  advance: '      store = store + 1',
  ifApart: '      if i is not store',
  swapStore: '        swap a[i] and a[store]',
  ifMoved: '  if store is not low',
  swapPivot: '    swap a[low] and a[store]',
  placed: '  return store',
});

export const COUNTING = listing({
  zero: 'k = max(a), count = k + 1 zeros',
  countLoop: 'for i from 0 to n - 1',
  count: '  count[a[i]] = count[a[i]] + 1',
  startAt: 'at = 0',
  values: 'for value from 0 to k',
  whileLeft: '  while count[value] > 0',
  take: '    count[value] = count[value] - 1',
  place: '    a[at] = value',
  advance: '    at = at + 1',
});

export const RADIX = listing({
  digits: 'for d from 1 to the digit count of max(a)',
  distribute: '  for i from 0 to n - 1',
  digit: '    bucket = digit d of a[i], from the right',
  put: '    move a[i] to the end of buckets[bucket]',
  startAt: '  at = 0',
  collect: '  for bucket from 0 to 9',
  whileLeft: '    while buckets[bucket] is not empty',
  takeFirst: '      value = remove the first of buckets[bucket]',
  place: '      a[at] = value',
  advance: '      at = at + 1',
});

/** The merge both merge sorts call: through copies of the two runs, as the generator does. */
const merge = {
  mergeDef: 'merge(low, mid, high):',
  copyLeft: '  left = copy of a[low .. mid - 1]',
  copyRight: '  right = copy of a[mid .. high - 1]',
  start: '  i = 0, j = 0, k = low',
  both: '  while i < size of left and j < size of right',
  compare: '    if left[i] <= right[j]',
  takeLeft: '      a[k] = left[i], i = i + 1',
  otherwise: '    else',
  takeRight: '      a[k] = right[j], j = j + 1',
  next: '    k = k + 1',
  leftRest: '  while i < size of left',
  restLeft: '    a[k] = left[i], i = i + 1, k = k + 1',
  rightRest: '  while j < size of right',
  restRight: '    a[k] = right[j], j = j + 1, k = k + 1',
};

export const MERGE_LOOP = listing({
  widths: 'for width = 1, 2, 4, … while width < n',
  runs: '  for low = 0, 2 × width, 4 × width, … while low + width < n',
  mergeCall: '    merge(low, low + width, min(low + 2 × width, n))',
  ...merge,
});

export const MERGE_FUNCTION = listing({
  sortDef: 'mergeSort(low, high):',
  ifLong: '  if high - low >= 2',
  split: '    mid = (low + high + 1) div 2',
  sortLeft: '    mergeSort(low, mid)',
  sortRight: '    mergeSort(mid, high)',
  mergeCall: '    merge(low, mid, high)',
  ...merge,
});

/** The lines of each sort, by route value. */
export const sortPseudocode: Record<SortAlgorithm, readonly string[]> = {
  bubblesort: BUBBLE.lines,
  'selectionsort(max)': SELECTION_MAX.lines,
  'selectionsort(minmax)': SELECTION_MINMAX.lines,
  bogosort: BOGO.lines,
  insertionsort: INSERTION.lines,
  heapsort: HEAP.lines,
  'quicksort(pivotfirst)': QUICK_FIRST.lines,
  'quicksort(pivotlast)': QUICK_LAST.lines,
  'quicksort(randomised)': QUICK_RANDOM.lines,
  countingsort: COUNTING.lines,
  radixsort: RADIX.lines,
  'mergesort(loop)': MERGE_LOOP.lines,
  'mergesort(function)': MERGE_FUNCTION.lines,
};
