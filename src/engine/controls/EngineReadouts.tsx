import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { CounterSpec, Extras } from '../session/familyAdapter';
import type { EngineUi, RunUi } from '../session/uiSlices';
import { StoreText } from '../store/StoreText';
import { type UiStore, useUiSelector } from '../store/uiStore';
import { LabelledSlider } from './LabelledSlider';
import { progressLabel } from './progressLabel';
import { progressPosition } from './progressPosition';

type Store<X extends Extras> = UiStore<RunUi<X>>;

interface ProgressProps<X extends Extras> {
  store: Store<X>;
  onSeek: (to: number) => void;
  /**
   * The transport's `playBlocked` (a blank key, an invalid expression, an unsolvable board):
   * scrubbing would play a run Play refuses (a search for a key nobody gave), and a count would
   * promise steps that never come. Disabled like Play, with no count.
   */
  blocked?: boolean;
}

/** The progress bar's position and words, from the store (progressPosition.ts, progressLabel.ts). */
function useProgress<X extends Extras>(store: Store<X>, blocked: boolean | undefined) {
  const cursor = useUiSelector(store, (s) => s.cursor);
  const total = useUiSelector(store, (s) => s.total);
  const steps = useUiSelector(store, (s) => s.steps);
  const totalSteps = useUiSelector(store, (s) => s.totalSteps);
  // Words in visible steps; the slider itself moves by operations, so a scrub can land anywhere in the run.
  return { ...progressPosition(cursor, total), label: progressLabel(steps, totalSteps, blocked) };
}

/**
 * The scrubbable progress bar: the only control that follows the animation. Its label and its
 * input follow the store; the layout around them renders once (StoreText.tsx says why).
 */
export const ProgressControl = memo(function ProgressControl<X extends Extras>({ store, onSeek, blocked }: ProgressProps<X>) {
  return (
    <LabelledSlider label={<StoreText store={store} select={(s) => progressLabel(s.steps, s.totalSteps, blocked)} />}>
      <ProgressInput store={store} onSeek={onSeek} blocked={blocked} />
    </LabelledSlider>
  );
}) as <X extends Extras>(props: ProgressProps<X>) => React.ReactElement;

function ProgressInput<X extends Extras>({ store, onSeek, blocked }: ProgressProps<X>) {
  const { value, max, indeterminate, label } = useProgress(store, blocked);
  return (
    // A native range input: its value changes several times a second while playing, and a
    // styled MUI slider re-rendering that often (eased thumb included) cost frames on a
    // throttled CPU. Native, it is still keyboard- and screen-reader-operable.
    <input
      type="range"
      aria-label="Progress"
      aria-valuetext={label}
      min={0}
      max={max}
      value={value}
      disabled={blocked || indeterminate}
      data-indeterminate={indeterminate || undefined}
      onChange={(e) => onSeek(Number(e.target.value))}
      // 24 px high: the smallest touch target WCAG 2.2 allows (the native track alone is 16).
      style={{ width: '100%', height: 24, accentColor: '#4fc3f7', margin: '8px 0' }}
    />
  );
}

function Counter<X extends Extras>({ store, spec }: { store: Store<X>; spec: CounterSpec<X> }) {
  return (
    <Typography data-testid={`counter-${spec.key}`}>
      <StoreText store={store} select={(s) => `${spec.label}: ${s.extras[spec.key]}`} />
    </Typography>
  );
}

/** The family's counters; each writes its words only when its own value changes. */
export function Counters<X extends Extras>({ store, counters }: { store: Store<X>; counters: readonly CounterSpec<X>[] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, contain: 'layout paint' }}>
      {counters.map((spec) => (
        <Counter key={spec.key} store={store} spec={spec} />
      ))}
    </Box>
  );
}

/** Polite narration, paced by the session (RunSession.readUi). */
export function Narration<X extends Extras>({ store }: { store: UiStore<EngineUi<X>> }) {
  return (
    <Typography aria-live="polite" data-testid="narration" sx={{ minHeight: '1.5em', color: 'text.secondary', overflowWrap: 'anywhere' }}>
      <StoreText store={store} select={(s) => s.narration} />
    </Typography>
  );
}

export function RunError<X extends Extras>({ store }: { store: UiStore<EngineUi<X>> }) {
  const error = useUiSelector(store, (s) => s.error);
  if (!error) return null;
  return (
    // error.light: the theme's error.main is under 4.5:1 on the dark paper (axe colour-contrast).
    <Typography role="alert" sx={{ color: 'error.light' }} data-testid="run-error">
      {error}
    </Typography>
  );
}
