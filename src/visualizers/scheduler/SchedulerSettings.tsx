import { CommittedSlider } from '../engine/controls/CommittedSlider';
import { SETTINGS } from './processSets';

interface Props {
  count: number;
  range: number;
  /** Round robin only; null hides the slider. */
  quantum: number | null;
  seed: number;
  onCount: (n: number) => void;
  onRange: (range: number) => void;
  onQuantum: (q: number) => void;
}

/** A listed set may hold fewer processes than a random one (1–4): said so, as the slider cannot show it. */
const countLabel = (n: number) => (n < SETTINGS.minCount ? `Processes: ${n} (own set)` : `Processes: ${n}`);

/** Spec §5: process count and time range (5–50) for random sets, quantum 1..range; locked while running by the RunLock around them. */
export function SchedulerSettings({ count, range, quantum, seed, onCount, onRange, onQuantum }: Props) {
  return (
    <>
      <CommittedSlider name="Processes" label={countLabel} min={SETTINGS.minCount} max={SETTINGS.maxCount} value={count} onCommit={onCount} textFieldTestId="count-input" />
      <CommittedSlider name="Time range" label={(r) => `Time range: ${r}`} min={SETTINGS.minRange} max={SETTINGS.maxRange} value={range} onCommit={onRange} />
      {quantum !== null && <CommittedSlider name="Quantum" label={(q) => `Quantum: ${q}`} min={1} max={range} value={quantum} onCommit={onQuantum} textFieldTestId="quantum-input" />}
      <span style={{ fontSize: '0.85rem' }}>Random sets and the lottery use seed {seed}.</span>
    </>
  );
}
