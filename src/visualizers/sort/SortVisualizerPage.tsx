import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { isSortAlgorithm, type SortAlgorithm, usesBuckets } from '../../../workers/protocol/sortTypes';
import type { CatalogueItem } from '../catalogue';
import { ComplexityTables } from '../chrome/ComplexityTables';
import { VisualizerLayout } from '../chrome/VisualizerLayout';
import { SortControls } from './SortControls';
import { SortStage } from './SortStage';
import { useSortKeyboard } from './useSortKeyboard';
import { sortInfo } from './sortInfo';
import { SortSession } from './sortSession';
import { clampCount, clampRange, clampSpeed, DEFAULT_BARS, DEFAULT_RANGE, DEFAULT_SPEED, MAX_VALUE, randomValues, shuffleValues } from './sortValues';

declare global {
  interface Window {
    /** The page's engine, exposed only with `?bench` in the URL (benchmark and previews). */
    __sortSession?: SortSession;
  }
}

const digitLabels = Array.from({ length: 10 }, (_, digit) => String(digit));

/** Below this delay, highlights flash too fast for someone who asked for reduced motion. */
const CALM_DELAY_MS = 200;

/** `/sortvisualizer/{value}`: bars (or bars and buckets) animated by the shared player. */
export default function SortVisualizerPage({ item }: { item: CatalogueItem }) {
  if (!isSortAlgorithm(item.value)) return null;
  return <SortVisualizer item={item} algorithm={item.value} />;
}

function SortVisualizer({ item, algorithm }: { item: CatalogueItem; algorithm: SortAlgorithm }) {
  const secondBody = usesBuckets(algorithm);
  const hasRange = algorithm === 'countingsort';
  const [count, setCount] = useState(DEFAULT_BARS);
  const [range, setRange] = useState(DEFAULT_RANGE);
  const [speed, setSpeed] = useState(DEFAULT_SPEED);
  const [fastest, setFastest] = useState(false);
  const [session, setSession] = useState<SortSession | null>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const maxValue = hasRange ? range - 1 : MAX_VALUE;

  useEffect(() => {
    const created = new SortSession(algorithm, randomValues(DEFAULT_BARS, hasRange ? DEFAULT_RANGE - 1 : MAX_VALUE), hasRange ? DEFAULT_RANGE - 1 : MAX_VALUE);
    setSession(created);
    if (new URLSearchParams(window.location.search).has('bench')) window.__sortSession = created;
    return () => created.dispose();
  }, [algorithm, hasRange]);

  useEffect(() => {
    if (!session) return;
    session.setPace({ delay: -speed, fastest });
    session.showHighlights = !reducedMotion || (!fastest && -speed >= CALM_DELAY_MS);
  }, [session, speed, fastest, reducedMotion]);

  // Count, range and shuffle are ignored while running (spec §4).
  const changeCount = useCallback(
    (next: number) => {
      if (!session || session.running) return;
      const clamped = clampCount(next);
      setCount(clamped);
      session.load(randomValues(clamped, maxValue), maxValue);
    },
    [session, maxValue],
  );
  const changeRange = useCallback(
    (next: number) => {
      if (!session || session.running) return;
      const clamped = clampRange(next);
      setRange(clamped);
      session.load(randomValues(count, clamped - 1), clamped - 1);
    },
    [session, count],
  );
  const shuffle = useCallback(() => {
    if (!session || session.running) return;
    session.load(shuffleValues(Array.from(session.model.values).map((v) => Math.max(0, v))));
  }, [session]);

  const keys = useMemo(
    () => ({
      toggle: () => void session?.toggle(),
      stepBack: () => void session?.stepBack(),
      stepForward: () => void session?.stepForward(),
      faster: () => setSpeed((s) => clampSpeed(s + 250)),
      slower: () => setSpeed((s) => clampSpeed(s - 250)),
    }),
    [session],
  );
  useSortKeyboard(keys);

  return (
    <VisualizerLayout
      item={item}
      about={<ComplexityTables data={sortInfo[algorithm]} />}
      settings={
        session && (
          <SortControls
            session={session}
            count={count}
            onCount={changeCount}
            range={hasRange ? range : null}
            onRange={changeRange}
            speed={speed}
            onSpeed={(v) => setSpeed(clampSpeed(v))}
            fastest={fastest}
            onFastest={setFastest}
            onShuffle={shuffle}
          />
        )
      }
    >
      {session && <SortStage session={session} secondBody={secondBody} bucketLabels={algorithm === 'radixsort' ? digitLabels : undefined} />}
    </VisualizerLayout>
  );
}
