import type { SortAlgorithm } from '../../../workers/sort/sortTypes';
import type { ComplexityData } from '../../engine/layout/ComplexityTables';

const n2 = ['O(n^2)', 'O(n^2)', 'O(n^2)'] as const;
const nlogn = ['O(n log n)', 'O(n log n)', 'O(n log n)'] as const;
const quick = ['O(n^2)', 'O(n log n)', 'O(n log n)'] as const;
// Space is total space, the bars included, as spec §9 gives it (O(n)); textbooks usually give
// the extra memory alone, so the page says what is counted and the extra memory beside it.
const linear = ['O(n)', 'O(n)', 'O(n)'] as const;
const spaceNote = (extra: string) => `Space counts the n bars themselves as well as any extra memory; the extra memory alone is ${extra}.`;

const quickSpace = spaceNote(
  "the recursion's stack: O(log n) at best and on average, O(n) at worst, when every pivot is the smallest or largest bar of its range",
);

/** Spec §9 values for Bubble, Selection, Insertion and Bogo; textbook values for the rest. */
export const sortInfo: Record<SortAlgorithm, ComplexityData> = {
  bubblesort: {
    description:
      'Bubble sort walks the bars from the left, swapping neighbours that are out of order, so the largest unsorted value bubbles to the end of each pass. It makes n − 1 passes, each one bar shorter, with no early exit: always n(n − 1)/2 comparisons.',
    time: n2,
    space: linear,
    spaceNote: spaceNote('O(1)'),
  },
  'selectionsort(max)': {
    description:
      'Selection sort (max) scans the unsorted part for its maximum (the first one, on a tie) and swaps it to the end of that part, growing a sorted tail one bar per pass.',
    time: n2,
    space: linear,
    spaceNote: spaceNote('O(1)'),
  },
  'selectionsort(minmax)': {
    description:
      'Selection sort (min max) finds both the minimum and the maximum of the unsorted middle in each pass and places them at both ends at once.',
    time: n2,
    space: linear,
    spaceNote: spaceNote('O(1)'),
  },
  bogosort: {
    description:
      'Bogo sort checks whether the bars are in order and, if not, shuffles them all and checks again. It is a joke: beyond a handful of bars it practically never ends.',
    time: ['O(n . n!)', 'O(n)', 'O(n . n!)'],
    space: linear,
    spaceNote: spaceNote('O(1)'),
  },
  insertionsort: {
    description:
      'Insertion sort takes each bar in turn and lets it sink left, swapping it with each larger neighbour, keeping the left part sorted. Each bar stops at the first neighbour not larger, so bars already in order take only n − 1 comparisons: linear time at best.',
    // Spec §9 says 'in all cases' for bubble sort alone; insertion sort's best case (bars in order) is linear.
    time: ['O(n^2)', 'O(n)', 'O(n^2)'],
    space: linear,
    spaceNote: spaceNote('O(1)'),
  },
  heapsort: {
    description:
      'Heap sort first builds a max-heap bottom up, sifting down every parent from the last one to the root (BUILD-MAX-HEAP in CLRS), then repeatedly swaps the root (the maximum) to the end and sifts the new root down in the rest.',
    time: nlogn,
    space: linear,
    spaceNote: spaceNote('O(1): it sorts in place'),
  },
  'quicksort(pivotfirst)': {
    description:
      "Quick sort (pivot first) takes the first bar of a range as pivot and scans the rest once from the left, swapping each smaller bar into a block right after the pivot (Lomuto's partition with the first element as pivot, as Levitin's LomutoPartition and Carrano; not Hoare's two scans that cross, as Levitin's and Sedgewick's quicksort, whose passes differ); bars equal to the pivot stay on its right. The pivot then swaps to the end of the block, and both sides are sorted, the left first.",
    time: quick,
    space: ['O(n)', 'O(n)', 'O(n)'],
    spaceNote: quickSpace,
  },
  'quicksort(pivotlast)': {
    description:
      'Quick sort (pivot last) partitions each range around its last bar (Lomuto partition, as CLRS: bars not greater than the pivot go before it, so bars equal to it end on its left), then sorts the two sides.',
    time: quick,
    space: ['O(n)', 'O(n)', 'O(n)'],
    spaceNote: quickSpace,
  },
  'quicksort(randomised)': {
    description:
      'Randomised quick sort swaps a random bar of each range to its end and partitions around it as pivot last does (RANDOMIZED-PARTITION in CLRS: bars equal to the pivot end on its left), which makes the quadratic worst case unlikely for any input. The link carries the seed of its random choices, so a shared link replays the same run.',
    time: quick,
    space: ['O(n)', 'O(n)', 'O(n)'],
    spaceNote: quickSpace,
  },
  countingsort: {
    description:
      "Counting sort first counts how often each value occurs (counting phase), then rebuilds the bars in order from the counts, writing each value as many times as it was counted (rebuilding phase). That is the simple form: CLRS's COUNTING-SORT turns the counts into running totals and places each bar from the right into a second array, which keeps equal values in their order and gives the same bars. k is the number of possible values, the range setting (values 0 to range − 1).",
    time: ['O(n + k)', 'O(n + k)', 'O(n + k)'],
    space: ['O(n + k)', 'O(n + k)', 'O(n + k)'],
    spaceNote: spaceNote('O(k), the counts'),
  },
  radixsort: {
    description:
      'Radix sort moves the bars into 10 digit buckets by their least significant digit, collects them back in bucket order, and repeats for every digit of the maximum. d is the number of digits, b the 10 buckets.',
    time: ['O(d . (n + b))', 'O(d . (n + b))', 'O(d . (n + b))'],
    space: ['O(n + b)', 'O(n + b)', 'O(n + b)'],
    spaceNote: 'Space counts the bars as well as the buckets, which hold every bar during a pass: extra memory O(n + b).',
  },
  'mergesort(loop)': {
    description: 'Merge sort (loop) merges neighbouring runs of width 1, 2, 4 and so on, bottom up, until one sorted run remains.',
    time: nlogn,
    space: linear,
    spaceNote: spaceNote('O(n), the spare memory a merge copies its runs into'),
  },
  'mergesort(function)': {
    description:
      'Merge sort (function) recursively sorts each half (the left half takes the middle element when the count is odd, as in CLRS), then merges the two sorted halves into one.',
    time: nlogn,
    space: linear,
    spaceNote: spaceNote('O(n), the spare memory a merge copies its runs into, and O(log n) for the recursion'),
  },
};

/** What the page's two counters count, stated under every sort (textbooks count swaps or moves in several ways). */
export const COUNTERS_NOTE =
  'Comparisons count pairs of values compared. Writes count every value written into the bars or a bucket: a swap is two writes, counting a value into its bucket one, moving a bar into or out of a bucket one each, and a merge writing a value back one (its copy of the runs into spare memory is not counted). A bar is never swapped with itself.';
