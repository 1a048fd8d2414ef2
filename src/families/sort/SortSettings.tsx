import { MAX_BARS, MIN_BARS } from '../../../workers/shared/barLimits';
import { padCount } from '../../../workers/shared/barValues';
import { MAX_RANGE, MIN_RANGE } from '../../../workers/sort/sortLimits';
import { CommittedSlider } from '../../engine/controls/CommittedSlider';

/** Bars and value range; locked while running by the RunLock around them. */
export function SortSettings(props: { count: number; onCount: (n: number) => void; range: number | null; onRange: (r: number) => void }) {
  return (
    <>
      <CommittedSlider
        name="Bars"
        label={(n) => `Bars: ${padCount(n)}`}
        min={MIN_BARS}
        max={MAX_BARS}
        value={props.count}
        onCommit={props.onCount}
        textFieldTestId="count-input"
      />
      {props.range !== null && (
        <CommittedSlider
          name="Value range"
          label={(r) => `Value range: ${r}`}
          min={MIN_RANGE}
          max={MAX_RANGE}
          value={props.range}
          onCommit={props.onRange}
        />
      )}
    </>
  );
}
