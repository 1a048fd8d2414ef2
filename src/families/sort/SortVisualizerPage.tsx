import Shuffle from '@mui/icons-material/Shuffle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { startTransition, useCallback, useEffect, useMemo, useRef } from 'react';
import { MAX_BARS, MIN_BARS } from '../../../workers/shared/barLimits';
import { MAX_RANGE, MAX_VALUE, MIN_RANGE } from '../../../workers/sort/sortLimits';
import { bucketsFor, isSortAlgorithm, type SortAlgorithm } from '../../../workers/sort/sortTypes';
import type { BarView } from '../../render/bars/barView';
import type { RendererFactory } from '../../render/stageRenderer';
import { padCount, randomValues } from '../../../workers/shared/barValues';
import { type CatalogueItem, findFamily } from '../../app/catalogue/catalogue';
import { VisualizerLayout } from '../../engine/layout/VisualizerLayout';
import { CommittedSlider } from '../../engine/controls/CommittedSlider';
import { RunLock } from '../../engine/controls/RunLock';
import { TransportControls } from '../../engine/controls/TransportControls';
import { RunSession } from '../../engine/session/RunSession';
import { StageFrame } from '../../engine/stage/StageFrame';
import { RaceControl } from '../../engine/race/RaceControl';
import { RaceStages } from '../../engine/race/RaceStages';
import { useRace } from '../../engine/race/useRace';
import { useUiSelector } from '../../engine/store/uiStore';
import { usePlayback } from '../../engine/page/usePlayback';
import { useRunSession } from '../../engine/session/useRunSession';
import { StateNotes } from '../../engine/url/StateNotes';
import { useUrlState } from '../../engine/url/useUrlState';
import { rivalSeed, type SortExtras, type SortInput, sortAdapter } from './sortAdapter';
import { BucketIndexes } from './BucketIndexes';
import { SortColourKey } from './SortColourKey';
import { SortAbout } from './SortAbout';
import { sortSoundProbe } from './sortSound';
import { SoundControls } from '../../engine/sound/SoundControls';
import { sortCodecFor, sortDefaults } from './sortUrlState';
import { shuffleValues } from './sortValues';

const createSortSession = (input: SortInput) => new RunSession(sortAdapter, input);

// Pixi is imported here, inside the visualizer chunk, so the home route never loads it.
const barRenderer: RendererFactory<BarView> = (host) => import('../../render/bars/pixiBars').then(({ PixiBars }) => PixiBars.create(host));

const counters = [
  { key: 'comparisons', label: 'Comparisons' },
  { key: 'writes', label: 'Writes' },
] as const;

/** `/sortvisualizer/{value}`: bars (or bars and buckets) animated by the engine. */
export default function SortVisualizerPage({ item }: { item: CatalogueItem }) {
  if (!isSortAlgorithm(item.value)) return null;
  return <SortVisualizer item={item} algorithm={item.value} />;
}

/** Every sort, for the Race control (a sort may race itself: a tie, or two seeds of a randomised one). */
const raceChoices = (findFamily('sortvisualizer')?.items ?? []).map((i) => ({ value: i.value, name: i.type }));
const nameOf = (value: string) => raceChoices.find((c) => c.value === value)?.name ?? value;

const sameValues = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

function SortVisualizer({ item, algorithm }: { item: CatalogueItem; algorithm: SortAlgorithm }) {
  const hasRange = algorithm === 'countingsort';
  const codec = sortCodecFor(algorithm);
  const { state, update, notes } = useUrlState(codec, sortDefaults);
  // The largest value random bars are drawn from (the bars are drawn to the largest value they hold).
  const maxValue = hasRange ? state.range - 1 : MAX_VALUE;
  // Inputs this page loaded from its own state. The session reports every load a moment later
  // (onLoad); the report of one of these only repeats the state, and once the state has moved
  // on (a link pasted just after a count change) applying it would put the old values back.
  const fromState = useRef(new WeakSet<SortInput>());
  // Values the page's state took from those reports: the session has shown them already, so they
  // are never loaded back into it (by then it may have moved on to a newer run).
  const reported = useRef(new WeakSet<readonly number[]>());
  // The session is made once, from the input the page opened with; later inputs are loaded into
  // it (the effect below).
  const session = useRunSession(sortAdapter, { algorithm, values: state.values, seed: state.seed }, (created) => {
    // A replay reshuffles inside the session: the URL follows, so Share gives what is shown.
    // As a transition: the page's re-render yields to the run's first frames instead of
    // delaying them (Play after a finished run reloads and starts at once).
    // The report is applied only if its input is still the one shown when React gets to it: a
    // transition can wait behind a run's frames, and a load meanwhile (Play again on a short run,
    // a Shuffle) would otherwise see the URL's older values differ and load them back over it.
    created.onLoad = (input) => {
      if (fromState.current.has(input)) return;
      startTransition(() =>
        update(() => {
          if (created.input !== input) return {};
          const values = [...input.values];
          reported.current.add(values);
          return { values, n: values.length, seed: input.seed };
        }),
      );
    };
  });

  // race=: a second sort on the same values, paced by the same clock (engine/race/).
  const rival = isSortAlgorithm(state.race) ? state.race : '';
  const race = useRace<SortInput, SortExtras, Session>(session, rival, {
    create: createSortSession,
    rivalInput: (input) => ({ ...input, algorithm: rival as SortAlgorithm, seed: rivalSeed(input.seed) }),
    names: [item.type, nameOf(rival)],
  });
  const driver = race ?? session;

  useEffect(() => {
    if (!driver || reported.current.has(state.values) || (sameValues(driver.input.values, state.values) && driver.input.seed === state.seed)) return;
    const input = { algorithm, values: state.values, seed: state.seed };
    fromState.current.add(input);
    driver.load(input);
  }, [driver, algorithm, state.values, state.seed]);

  const playback = usePlayback(driver, state, update);
  const probes = useMemo(() => (race ? [sortSoundProbe(race.sides[0], -0.6), sortSoundProbe(race.sides[1], 0.6)] : session ? [sortSoundProbe(session)] : []), [race, session]);

  // Count, range and shuffle are ignored while running (spec §4). The callbacks read the latest
  // state through a ref and stay the same functions, so new values alone (a replay's reshuffle,
  // written to the URL) re-render none of the controls below. Count and range arrive as the
  // sliders commit them: whole numbers within the limits, typed ones rounded and clamped.
  const latest = useRef({ state, driver, maxValue });
  latest.current = { state, driver, maxValue };
  const changeCount = useCallback(
    (next: number) => {
      const { driver, maxValue } = latest.current;
      if (!driver || driver.running) return;
      update({ n: next, values: randomValues(next, maxValue) });
    },
    [update],
  );
  const changeRange = useCallback(
    (next: number) => {
      const { driver, state } = latest.current;
      if (!driver || driver.running) return;
      update({ range: next, values: randomValues(state.n, next - 1) });
    },
    [update],
  );
  const shuffle = useCallback(() => {
    const { driver, state } = latest.current;
    if (!driver || driver.running) return;
    update({ values: shuffleValues(state.values) });
  }, [update]);
  const changeRace = useCallback((next: string) => update({ race: next }), [update]);

  const { speed, fastest, onSpeed, onFastest } = playback;
  const range = hasRange ? state.range : null;
  const settings = useMemo(
    () =>
      driver && (
        <TransportControls
          session={driver}
          speed={speed}
          fastest={fastest}
          onSpeed={onSpeed}
          onFastest={onFastest}
          counters={race ? [] : counters}
          actions={
            <RunLock store={driver.store} direction="row">
              <Button startIcon={<Shuffle />} onClick={shuffle} variant="outlined" size="small">
                Shuffle
              </Button>
            </RunLock>
          }
        >
          <StateNotes notes={notes} />
          <RunLock store={driver.store} direction="column">
            <SortSettings count={state.n} onCount={changeCount} range={range} onRange={changeRange} />
            <RaceControl choices={raceChoices} value={rival} onChange={changeRace} />
          </RunLock>
          <SoundControls probes={probes} />
        </TransportControls>
      ),
    [driver, speed, fastest, onSpeed, onFastest, race, shuffle, notes, state.n, changeCount, range, changeRange, rival, changeRace, probes],
  );
  const stage = useMemo(
    () =>
      race ? (
        <RaceStages
          race={race}
          counters={counters}
          stage={(side) => {
            const sideAlgorithm = side === 0 ? algorithm : (rival as SortAlgorithm);
            return <SortStageView session={race.sides[side]} algorithm={sideAlgorithm} buckets={bucketsFor(sideAlgorithm, state.values)} />;
          }}
        />
      ) : (
        session && <SortStageView session={session} algorithm={algorithm} buckets={bucketsFor(algorithm, state.values)} />
      ),
    [race, session, algorithm, rival, state.values],
  );

  return (
    <VisualizerLayout item={item} about={<SortAbout algorithm={algorithm} />} settings={settings}>
      {stage}
    </VisualizerLayout>
  );
}

type Session = ReturnType<typeof createSortSession>;

/** Bars and value range; locked while running by the RunLock around them. */
function SortSettings(props: { count: number; onCount: (n: number) => void; range: number | null; onRange: (r: number) => void }) {
  return (
    <>
      <CommittedSlider name="Bars" label={(n) => `Bars: ${padCount(n)}`} min={MIN_BARS} max={MAX_BARS} value={props.count} onCommit={props.onCount} textFieldTestId="count-input" />
      {props.range !== null && <CommittedSlider name="Value range" label={(r) => `Value range: ${r}`} min={MIN_RANGE} max={MAX_RANGE} value={props.range} onCommit={props.onRange} />}
    </>
  );
}

/** `buckets`: how many buckets the second body shows for the values on the page (0: bars only). */
function SortStageView({ session, algorithm, buckets }: { session: Session; algorithm: SortAlgorithm; buckets: number }) {
  const secondBody = bucketsFor(algorithm, [1]) > 0;
  const phase = useUiSelector(session.store, (s) => s.extras.phase);
  const describe = useMemo(
    () => (ui: { status: string; extras: SortExtras }) => `${ui.extras.count} bars${secondBody ? ' above their buckets' : ''}; ${ui.status === 'finished' ? 'sorted' : ui.status}`,
    [secondBody],
  );
  return (
    <StageFrame
      session={session}
      renderer={barRenderer}
      describe={describe}
      yellowWhenPausedMidRun={secondBody}
      header={
        secondBody && (
          <Typography data-testid="sort-phase" variant="body2" sx={{ minHeight: '1.5em', color: 'text.secondary', px: 0.5 }}>
            {phase}
          </Typography>
        )
      }
      footer={
        <>
          {buckets > 0 && <BucketIndexes count={buckets} />}
          <SortColourKey algorithm={algorithm} />
        </>
      }
    />
  );
}
