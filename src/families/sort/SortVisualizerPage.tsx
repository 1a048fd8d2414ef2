import Shuffle from '@mui/icons-material/Shuffle';
import Button from '@mui/material/Button';
import { useCallback, useMemo } from 'react';
import { randomValues } from '../../../workers/shared/barValues';
import { MAX_VALUE } from '../../../workers/sort/sortLimits';
import { bucketsFor, isSortAlgorithm, type SortAlgorithm, sortAlgorithms } from '../../../workers/sort/sortTypes';
import { RunLock } from '../../engine/controls/RunLock';
import { TransportControls } from '../../engine/controls/TransportControls';
import { type PageItem, VisualizerLayout } from '../../engine/layout/VisualizerLayout';
import { useVisualizerPage } from '../../engine/page/useVisualizerPage';
import { RaceControl } from '../../engine/race/RaceControl';
import { RaceStages } from '../../engine/race/RaceStages';
import { SoundControls } from '../../engine/sound/SoundControls';
import { StateNotes } from '../../engine/url/StateNotes';
import { SortAbout } from './SortAbout';
import { SortSettings } from './SortSettings';
import { SortStage } from './SortStage';
import { sortBinding } from './sortBinding';
import { sortSoundProbe } from './sortSound';
import { sortTitles } from './sortTitles';
import { shuffleValues } from './sortValues';

const counters = [
  { key: 'comparisons', label: 'Comparisons' },
  { key: 'writes', label: 'Writes' },
] as const;

/** Every sort, for the Race control. */
const raceChoices = sortAlgorithms.map((value) => ({ value, name: sortTitles[value] }));

/** `/sortvisualizer/{value}`: bars (or bars and buckets) animated by the engine. */
export default function SortVisualizerPage({ item }: { item: PageItem }) {
  if (!isSortAlgorithm(item.value)) return null;
  return <SortVisualizer item={item} algorithm={item.value} />;
}

function SortVisualizer({ item, algorithm }: { item: PageItem; algorithm: SortAlgorithm }) {
  const hasRange = algorithm === 'countingsort';
  const page = useVisualizerPage(sortBinding(algorithm));
  const { state, notes, session, race, driver, playback, edit } = page;
  // The callbacks build on the latest state and stay the same functions, so new values alone (a
  // replay's reshuffle, written to the URL) re-render none of the controls below. Count and range
  // arrive as the sliders commit them: whole numbers within the limits.
  const changeCount = useCallback((n: number) => edit((s) => ({ n, values: randomValues(n, hasRange ? s.range - 1 : MAX_VALUE) })), [edit, hasRange]);
  const changeRange = useCallback((range: number) => edit((s) => ({ range, values: randomValues(s.n, range - 1) })), [edit]);
  const shuffle = useCallback(() => edit((s) => ({ values: shuffleValues(s.values) })), [edit]);
  const changeRace = useCallback((next: string) => edit({ race: next }), [edit]);
  const rival = race ? race.sides[1].input.algorithm : '';
  const probes = useMemo(
    () => (race ? [sortSoundProbe(race.sides[0], -0.6), sortSoundProbe(race.sides[1], 0.6)] : session ? [sortSoundProbe(session)] : []),
    [race, session],
  );

  const range = hasRange ? state.range : null;
  const settings = useMemo(
    () =>
      driver && (
        <TransportControls
          session={driver}
          {...playback}
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
            <RaceControl choices={raceChoices} value={isSortAlgorithm(state.race) ? state.race : ''} onChange={changeRace} />
          </RunLock>
          <SoundControls probes={probes} />
        </TransportControls>
      ),
    [driver, playback, race, shuffle, notes, state.n, state.race, changeCount, range, changeRange, changeRace, probes],
  );
  const stageOf = (side: 0 | 1) => {
    const sideAlgorithm = side === 0 ? algorithm : (rival as SortAlgorithm);
    const sideSession = race ? race.sides[side] : session;
    return sideSession && <SortStage session={sideSession} algorithm={sideAlgorithm} buckets={bucketsFor(sideAlgorithm, state.values)} />;
  };
  const stage = race ? <RaceStages race={race} counters={counters} stage={stageOf} /> : stageOf(0);

  return (
    <VisualizerLayout item={item} about={<SortAbout algorithm={algorithm} />} settings={settings} page={page}>
      {stage}
    </VisualizerLayout>
  );
}
