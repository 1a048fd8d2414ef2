import { useEffect, useState } from 'react';
import { CommittedSlider } from '../../engine/controls/CommittedSlider';
import { SETTINGS } from './processSets';
import { seedWords } from './seedWords';

interface Props {
  count: number;
  range: number;
  /** Round robin only; null hides the slider. */
  quantum: number | null;
  /** The quantum's top: the time range for a random set, more for an own set (processSets.ts's maxQuantumFor). */
  quantumMax: number;
  /** The set was typed in or linked, not drawn by these settings. */
  ownSet: boolean;
  seed: number;
  /** The lottery's page: the seed picks who runs, too. */
  lottery: boolean;
  onCount: (n: number) => void;
  onRange: (range: number) => void;
  /** For an own set a quantum above the range raises the range with it (processSets.ts's changeQuantum). */
  onQuantum: (q: number) => void;
}

/** An own set is said to be one: the slider draws random sets, and an own set may even hold 1–4 processes. */
const countLabel = (ownSet: boolean) => (n: number) => (ownSet ? `Processes: ${n} (own set)` : `Processes: ${n}`);

const hintStyle = { fontSize: '0.85rem' } as const;

/** Spec §5: process count and time range (5–50) for random sets, quantum 1..range; locked while running by the RunLock around them. */
export function SchedulerSettings({ count, range, quantum, quantumMax, ownSet, seed, lottery, onCount, onRange, onQuantum }: Props) {
  // The range a typed quantum raised, said in words until the set is no longer the visitor's own.
  const [raisedTo, setRaisedTo] = useState<number | null>(null);
  const drawnBy = seedWords(seed, !ownSet, lottery);
  useEffect(() => {
    if (!ownSet) setRaisedTo(null);
  }, [ownSet]);
  const commitQuantum = (q: number) => {
    setRaisedTo(ownSet && q > range ? q : null);
    onQuantum(q);
  };
  return (
    <>
      <CommittedSlider
        name="Processes"
        label={countLabel(ownSet)}
        min={SETTINGS.minCount}
        max={SETTINGS.maxCount}
        value={count}
        onCommit={onCount}
        textFieldTestId="count-input"
      />
      <CommittedSlider
        name="Time range"
        label={(r) => `Time range: ${r}`}
        min={SETTINGS.minRange}
        max={SETTINGS.maxRange}
        value={range}
        onCommit={onRange}
      />
      {quantum !== null && (
        <>
          <CommittedSlider
            name="Quantum"
            label={(q) => `Quantum: ${q}`}
            min={1}
            max={quantumMax}
            value={quantum}
            onCommit={commitQuantum}
            textFieldTestId="quantum-input"
          />
          <div style={hintStyle}>
            <div data-testid="quantum-hint">
              {ownSet
                ? `For your own set the quantum goes up to ${quantumMax}, and the time range follows it.`
                : `For a random set the quantum goes up to the time range, ${range}.`}
            </div>
            {/* Present while empty, so a screen reader hears the sentence when it appears. */}
            <div role="status" data-testid="quantum-raised">
              {ownSet && raisedTo === range ? `Time range raised to ${range} to fit the quantum; your set is kept.` : ''}
            </div>
          </div>
        </>
      )}
      {drawnBy && <span style={hintStyle}>{drawnBy}</span>}
    </>
  );
}
