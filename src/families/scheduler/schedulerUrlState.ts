import { LIMITS, type ProcessSpec } from '../../../workers/scheduler/schedulerTypes';
import { type Decoded, defineCodec, type PlaybackState, playbackDefaults, playbackFields, type StateCodec } from '../../engine/url/codec';
import { accept, type Field, intField, MAX_URL_SEED, refuse } from '../../engine/url/fields';
import { clampQuantum, formatProcs, parseProcs, randomProcesses, SETTINGS } from './processSets';

/**
 * A scheduler page's URL state: `procs` (arrival:burst[:priority],… as P0, P1, …), `q`
 * (quantum, 1..range), `seed` (random sets and the lottery), `n` and `range` (the random-set
 * settings, 5–50), plus `speed` and `fastest`. In the state `n` is the count of the set shown.
 */
export interface SchedulerUrlState extends PlaybackState {
  procs: ProcessSpec[];
  q: number;
  seed: number;
  n: number;
  range: number;
}

/** The seed of a link that gives none. */
const DEFAULT_SEED = 1;

const procsField: Field<ProcessSpec[]> = {
  parse: (raw) => {
    const parsed = parseProcs(raw);
    return typeof parsed === 'string' ? refuse(parsed) : accept(parsed);
  },
  format: (procs) => (procs.length ? formatProcs(procs) : null),
};

/**
 * A quantum above the time range is lowered to it, and the note says so: the page uses the range,
 * not the default, so 'Ignored q' would tell the visitor the wrong number.
 */
const loweredQuantumNote = (q: number, range: number) => `Lowered q=${q} to ${range}: the quantum is at most the time range`;

/**
 * The quantum follows the range; a link without processes gets the seed's random set. A link
 * that lists its processes and a quantum but no range (a textbook's set with q = 20) gets the
 * range its quantum needs: the range only shapes random sets, so it must not cut the quantum.
 */
function refine({ state, notes }: Decoded<SchedulerUrlState>): void {
  if (state.procs && state.range === undefined && state.q !== undefined) state.range = Math.max(SETTINGS.defaultRange, state.q);
  const range = state.range ?? SETTINGS.defaultRange;
  if (state.q !== undefined && state.q > range) {
    notes.push(loweredQuantumNote(state.q, range));
    state.q = clampQuantum(state.q, range);
  }
  if (state.procs) state.n = state.procs.length;
  else state.procs = randomProcesses(state.n ?? SETTINGS.defaultCount, range, state.seed ?? DEFAULT_SEED);
}

const fieldCodec = defineCodec<SchedulerUrlState>(
  {
    ...playbackFields,
    procs: procsField,
    // Written in every mode, though only round robin reads `q` and only random sets and the
    // lottery read `seed` and `range`: the sibling cards carry them to the modes that do
    // (siblingLinks.ts), and a random set is known as one by its seed and range. A default is
    // left out (the page reads it back the same), so a shared textbook set comes back as given.
    q: intField(1, LIMITS.maxQuantum, SETTINGS.defaultQuantum),
    seed: intField(0, MAX_URL_SEED, DEFAULT_SEED),
    n: intField(SETTINGS.minCount, SETTINGS.maxCount),
    range: intField(SETTINGS.minRange, SETTINGS.maxRange, SETTINGS.defaultRange),
  },
  refine,
);

const listsProcs = (query: URLSearchParams): boolean => {
  const raw = query.get('procs');
  return raw !== null && procsField.parse(raw).ok;
};

const withoutCount = (query: URLSearchParams): URLSearchParams => {
  const rest = new URLSearchParams(query);
  rest.delete('n');
  return rest;
};

/**
 * `n` only sizes a random set. A listed set has its own count, which may be 1–4 where `n` allows
 * 5–50, so with `procs` the page neither writes `n` nor reads it: a shared textbook set of three
 * processes comes back as it was shown, with no note.
 */
export const schedulerCodec: StateCodec<SchedulerUrlState> = {
  decode: (query) => fieldCodec.decode(listsProcs(query) ? withoutCount(query) : query),
  encode: (state) => {
    const query = fieldCodec.encode(state);
    return query.has('procs') ? withoutCount(query) : query;
  },
};

export const schedulerDefaults = (): SchedulerUrlState => ({
  ...playbackDefaults,
  procs: [],
  q: SETTINGS.defaultQuantum,
  seed: DEFAULT_SEED,
  n: SETTINGS.defaultCount,
  range: SETTINGS.defaultRange,
});
