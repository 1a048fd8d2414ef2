import { seededRandom } from '../protocol/random';
import type { FamilyRunner } from '../protocol/workerHost';
import { MAX_BARS } from '../shared/barLimits';
import { isEndless, sortStarters } from './algorithms';
import { MAX_VALUE } from './sortLimits';
import { sortOpCost } from './sortOps';
import { bucketsFor, isSortAlgorithm, type SortRunInput, type SortRunMeta } from './sortTypes';

/**
 * Rejects bad input with a clear message before any work starts. The worker asks only what a
 * sort needs, 1 to MAX_BARS values: the 5-bar minimum (spec §5) is the page's, kept by its
 * slider and URL codec, so no page sends fewer; the host's tests run 2–3 values through it.
 */
export function validateSortInput(raw: unknown): SortRunInput {
  const input = raw as Partial<SortRunInput> | null;
  if (!input || typeof input.algorithm !== 'string' || !isSortAlgorithm(input.algorithm))
    throw new Error(`Unknown sort: ${String(input?.algorithm)}`);
  const { values } = input;
  if (!Array.isArray(values) || values.length < 1 || values.length > MAX_BARS) {
    throw new Error(`A sort needs 1 to ${MAX_BARS} values`);
  }
  if (!values.every((v) => Number.isInteger(v) && v >= 0 && v <= MAX_VALUE)) {
    throw new Error(`Values must be whole numbers from 0 to ${MAX_VALUE}`);
  }
  return { algorithm: input.algorithm, values: [...values], seed: Number(input.seed) || 0 };
}

const operationsOf = (input: SortRunInput) => sortStarters[input.algorithm]([...input.values], seededRandom(input.seed));

/** Sort's part of the engine: its generators, its checks, and what the page needs to know first. */
export const sortRunner: FamilyRunner<SortRunInput, SortRunMeta> = {
  validate: validateSortInput,
  operations: operationsOf,
  meta: (input) => ({ buckets: bucketsFor(input.algorithm, input.values) }),
  // Bogosort is endless and never counted.
  countStream: (input) => (isEndless(input.algorithm) ? null : operationsOf(input)),
  stepCostOf: () => sortOpCost,
};
