import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { CounterSpec, Extras } from '../session/familyAdapter';
import type { RunUi } from '../session/uiSlices';
import { StoreText } from '../store/StoreText';
import { type UiStore, useUiSelector } from '../store/uiStore';
import type { RaceSession, RacingSession } from './RaceSession';

type Store<X extends Extras> = UiStore<RunUi<X>>;

interface Props<Input, X extends Extras, S extends RacingSession<Input, X>> {
  race: RaceSession<Input, X, S>;
  /** The family's stage for one side (a StageFrame on that side's session). */
  stage: (side: 0 | 1) => ReactNode;
  counters: readonly CounterSpec<X>[];
}

/**
 * A race's animation area: the two stages side by side (stacked on a phone), each side's
 * counters side by side beneath them, and the race line ('Winner: … in N steps' or 'Tie in N
 * steps') once the first side finishes.
 */
export function RaceStages<Input, X extends Extras, S extends RacingSession<Input, X>>({ race, stage, counters }: Props<Input, X, S>) {
  const sides = [0, 1] as const;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="race">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: { xs: 1.5, md: 2 } }}>
        {sides.map((side) => (
          <Box key={side} component="section" aria-label={race.names[side]} data-testid={`race-side-${side}`} sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {race.names[side]}
            </Typography>
            {stage(side)}
          </Box>
        ))}
      </Box>
      <Box
        role="group"
        aria-label="Race counters"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2, contain: 'layout paint' }}
      >
        {sides.map((side) => (
          <SideCounters
            key={side}
            store={race.sides[side].store}
            steps={() => race.stepsOf(side)}
            name={race.names[side]}
            side={side}
            counters={counters}
          />
        ))}
      </Box>
      <RaceLine store={race.store} />
    </Box>
  );
}

interface SideCountersProps<X extends Extras> {
  store: Store<X>;
  /** The side's visible steps, the unit of the race line (its progress bar counts operations). */
  steps: () => number;
  name: string;
  side: 0 | 1;
  counters: readonly CounterSpec<X>[];
}

function SideCounters<X extends Extras>({ store, steps: stepsOfSide, name, side, counters }: SideCountersProps<X>) {
  return (
    <Box data-testid={`race-counters-${side}`} sx={{ minWidth: 0, fontSize: { xs: '0.85rem', sm: '1rem' } }}>
      <Typography sx={{ fontWeight: 600, fontSize: 'inherit' }}>{name}</Typography>
      <Typography data-testid={`race-steps-${side}`} sx={{ fontSize: 'inherit' }}>
        {/* Read whenever the side's store tells of a change (its player moved). */}
        <StoreText store={store} select={() => `Steps: ${stepsOfSide()}`} />
      </Typography>
      {counters.map((spec) => (
        <SideCounter key={spec.key} store={store} spec={spec} side={side} />
      ))}
    </Box>
  );
}

function SideCounter<X extends Extras>({ store, spec, side }: { store: Store<X>; spec: CounterSpec<X>; side: 0 | 1 }) {
  return (
    <Typography data-testid={`race-counter-${side}-${spec.key}`} sx={{ fontSize: 'inherit' }}>
      <StoreText store={store} select={(s) => `${spec.label}: ${s.extras[spec.key]}`} />
    </Typography>
  );
}

function RaceLine<X extends Extras>({ store }: { store: Store<X> }) {
  const line = useUiSelector(store, (s) => s.outcome);
  const status = useUiSelector(store, (s) => s.status);
  return (
    <Typography role="status" data-testid="race-outcome" data-status={status} sx={{ minHeight: '1.5em', fontWeight: 700 }}>
      {line}
    </Typography>
  );
}
