import { CommittedSlider } from '../engine/controls/CommittedSlider';
import { useUiSelector } from '../engine/uiStore';
import { SETTINGS } from './processSets';
import type { SchedulerSession } from './schedulerSession';

interface Props {
  session: SchedulerSession;
  count: number;
  range: number;
  /** Round robin only; null hides the slider. */
  quantum: number | null;
  seed: number;
  onCount: (n: number) => void;
  onRange: (range: number) => void;
  onQuantum: (q: number) => void;
}

/** Spec §5: process count and time range (5–50) for random sets, quantum 1..range. */
export function SchedulerSettings({ session, count, range, quantum, seed, onCount, onRange, onQuantum }: Props) {
  const running = useUiSelector(session.store, (s) => s.playerStatus === 'running');
  return (
    <>
      <CommittedSlider name="Processes" label={(n) => `Processes: ${n}`} min={SETTINGS.minCount} max={SETTINGS.maxCount} value={count} disabled={running} onCommit={onCount} textFieldTestId="count-input" />
      <CommittedSlider name="Time range" label={(r) => `Time range: ${r}`} min={SETTINGS.minRange} max={SETTINGS.maxRange} value={range} disabled={running} onCommit={onRange} />
      {quantum !== null && <CommittedSlider name="Quantum" label={(q) => `Quantum: ${q}`} min={1} max={range} value={quantum} disabled={running} onCommit={onQuantum} textFieldTestId="quantum-input" />}
      <span style={{ fontSize: '0.85rem' }}>Random sets and the lottery use seed {seed}.</span>
    </>
  );
}
