import Shuffle from '@mui/icons-material/Shuffle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { isSchedulerAlgorithm, type SchedulerAlgorithm, usesPriority } from '../../../workers/scheduler/schedulerTypes';
import { RunLock } from '../../engine/controls/RunLock';
import { TransportControls } from '../../engine/controls/TransportControls';
import { type PageItem, VisualizerLayout } from '../../engine/layout/VisualizerLayout';
import { useVisualizerPage } from '../../engine/page/useVisualizerPage';
import { ownPaintLayer } from '../../engine/stage/paintLayer';
import { StateNotes } from '../../engine/url/StateNotes';
import { ProcessEditor } from './ProcessEditor';
import { changeQuantum, changeSetting, freshSeed, isRandomSet, maxQuantumFor } from './processSets';
import { SchedulerAbout } from './SchedulerAbout';
import { SchedulerConventions } from './SchedulerConventions';
import { SchedulerSettings } from './SchedulerSettings';
import { SchedulerStage } from './SchedulerStage';
import { schedulerBinding } from './schedulerBinding';

const counters = [
  { key: 'clock', label: 'Time' },
  { key: 'completed', label: 'Completed' },
] as const;

/** `/processschedulervisualizer/{value}`: lanes, Gantt chart and process table driven by the engine. */
export default function SchedulerVisualizerPage({ item }: { item: PageItem }) {
  if (!isSchedulerAlgorithm(item.value)) return null;
  return <SchedulerVisualizer item={item} algorithm={item.value} />;
}

function SchedulerVisualizer({ item, algorithm }: { item: PageItem; algorithm: SchedulerAlgorithm }) {
  const page = useVisualizerPage(schedulerBinding(algorithm));
  const { state, notes, session, playback, edit } = page;
  // A new set from the count, range or seed; a quantum within the range (processSets.ts).
  const newSet = (patch: { n?: number; range?: number; seed?: number }) => edit((s) => changeSetting(s, patch));
  const setQuantum = (quantum: number) => edit((s) => changeQuantum(s, quantum));
  // A set typed in or linked is labelled as the visitor's own, and its quantum is not held to the range.
  const ownSet = useMemo(() => !isRandomSet({ procs: state.procs, range: state.range, seed: state.seed }), [state.procs, state.range, state.seed]);

  return (
    <VisualizerLayout
      item={item}
      page={page}
      about={<SchedulerAbout algorithm={algorithm} procs={state.procs} quantum={state.q} seed={state.seed} />}
      howItWorks={<SchedulerConventions />}
      settings={
        session && (
          <Box sx={ownPaintLayer}>
            <TransportControls
              session={session}
              {...playback}
              counters={counters}
              actions={
                <RunLock store={session.store} direction="row">
                  <Button startIcon={<Shuffle />} onClick={() => newSet({ seed: freshSeed() })} variant="outlined" size="small">
                    New processes
                  </Button>
                </RunLock>
              }
            >
              <StateNotes notes={notes} />
              <RunLock store={session.store} direction="column">
                <SchedulerSettings
                  count={state.n}
                  range={state.range}
                  quantum={algorithm === 'roundrobin' ? state.q : null}
                  quantumMax={maxQuantumFor(ownSet, state.range)}
                  ownSet={ownSet}
                  seed={state.seed}
                  lottery={algorithm === 'lottery'}
                  // The sliders (and their text boxes) commit whole numbers within their bounds.
                  onCount={(n) => newSet({ n })}
                  onRange={(range) => newSet({ range })}
                  onQuantum={setQuantum}
                />
              </RunLock>
              <ProcessEditor session={session} procs={state.procs} onChange={(procs) => edit({ procs, n: procs.length })} />
            </TransportControls>
          </Box>
        )
      }
    >
      {session && <SchedulerStage session={session} showPriority={usesPriority(algorithm)} count={state.procs.length} />}
    </VisualizerLayout>
  );
}
