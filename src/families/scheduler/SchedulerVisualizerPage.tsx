import Shuffle from '@mui/icons-material/Shuffle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { isSchedulerAlgorithm, type SchedulerAlgorithm, usesPriority } from '../../../workers/scheduler/schedulerTypes';
import type { RendererFactory } from '../../render/stageRenderer';
import type { CatalogueItem } from '../../app/catalogue/catalogue';
import { ComplexityTables } from '../../engine/layout/ComplexityTables';
import { VisualizerLayout } from '../../engine/layout/VisualizerLayout';
import { RunLock } from '../../engine/controls/RunLock';
import { TransportControls } from '../../engine/controls/TransportControls';
import { ownPaintLayer } from '../../engine/stage/paintLayer';
import { StageFrame } from '../../engine/stage/StageFrame';
import { usePlayback } from '../../engine/page/usePlayback';
import { useRunSession } from '../../engine/session/useRunSession';
import { StateNotes } from '../../engine/url/StateNotes';
import { useUrlState } from '../../engine/url/useUrlState';
import { ComparePanel } from './ComparePanel';
import { ProcessEditor } from './ProcessEditor';
import { ProcessTable } from './ProcessTable';
import { changeQuantum, changeSetting, freshSeed, isRandomSet, maxQuantumFor, sameProcs } from './processSets';
import { type SchedulerExtras, type SchedulerInput, schedulerAdapter } from './schedulerAdapter';
import { conventions, schedulerInfo } from './schedulerInfo';
import type { SchedulerModel } from './schedulerModel';
import type { SchedulerSession } from './schedulerSession';
import { SchedulerSettings } from './SchedulerSettings';
import { StageReserve } from './StageReserve';
import { schedulerCodec, schedulerDefaults } from './schedulerUrlState';

const stageRenderer: RendererFactory<SchedulerModel> = (host) => import('./domSchedulerStage').then(({ DomSchedulerStage }) => DomSchedulerStage.create(host));

const counters = [
  { key: 'clock', label: 'Time' },
  { key: 'completed', label: 'Completed' },
] as const;

/** `/processschedulervisualizer/{value}`: lanes, Gantt chart and process table driven by the engine. */
export default function SchedulerVisualizerPage({ item }: { item: CatalogueItem }) {
  if (!isSchedulerAlgorithm(item.value)) return null;
  return <SchedulerVisualizer item={item} algorithm={item.value} />;
}

function SchedulerVisualizer({ item, algorithm }: { item: CatalogueItem; algorithm: SchedulerAlgorithm }) {
  const { state, update, notes } = useUrlState(schedulerCodec, schedulerDefaults);
  const input = useMemo<SchedulerInput>(() => ({ algorithm, procs: state.procs, quantum: state.q, seed: state.seed }), [algorithm, state.procs, state.q, state.seed]);

  // One session per algorithm, opened with the first input; later inputs are loaded into it.
  const session = useRunSession(schedulerAdapter, input);

  useEffect(() => {
    if (session && session.input !== input && !sameInput(session.input, input)) session.load(input);
  }, [session, input]);

  const playback = usePlayback(session, state, update);

  // Settings are ignored while running (spec §4).
  const idle = () => !!session && !session.running;
  const newSet = (patch: { n?: number; range?: number; seed?: number }) => {
    if (!idle()) return;
    const { n, range, seed, q, procs } = changeSetting(state, patch);
    update({ n, range, seed, q, procs });
  };
  const setQuantum = (quantum: number) => {
    if (!idle()) return;
    const { q, range } = changeQuantum(state, quantum);
    update({ q, range });
  };
  // A set typed in or linked is labelled as the visitor's own, and its quantum is not held to the range.
  const ownSet = useMemo(() => !isRandomSet({ procs: state.procs, range: state.range, seed: state.seed }), [state.procs, state.range, state.seed]);

  const info = schedulerInfo[algorithm];
  return (
    <VisualizerLayout
      item={item}
      about={
        // Its own paint layer (paintLayer.ts), laid out as the about section lays out its parts.
        <Box sx={{ ...ownPaintLayer, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <ComparePanel procs={state.procs} quantum={state.q} seed={state.seed} />
          <ComplexityTables data={info} />
          <Box component="section" aria-labelledby="conventions-title">
            <Typography id="conventions-title" variant="h6" component="h2">
              Conventions
            </Typography>
            <Box component="ul" sx={{ pl: 3, my: 0 }}>
              {conventions.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
          </Box>
        </Box>
      }
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
                  // The sliders (and their text boxes) commit whole numbers within their bounds.
                  onCount={(n) => newSet({ n })}
                  onRange={(range) => newSet({ range })}
                  onQuantum={setQuantum}
                />
              </RunLock>
              <ProcessEditor session={session} procs={state.procs} onChange={(procs) => idle() && update({ procs, n: procs.length })} />
            </TransportControls>
          </Box>
        )
      }
    >
      {session && <SchedulerStage session={session} showPriority={usesPriority(algorithm)} count={state.procs.length} />}
    </VisualizerLayout>
  );
}

const sameInput = (a: SchedulerInput, b: SchedulerInput) => a.algorithm === b.algorithm && a.quantum === b.quantum && a.seed === b.seed && sameProcs(a.procs, b.procs);

const describe = (ui: { status: string; extras: SchedulerExtras }) =>
  `${ui.extras.count} processes, time ${ui.extras.clock}, ${ui.extras.completed} completed; ${ui.status === 'finished' ? 'all completed' : ui.status}`;

function SchedulerStage({ session, showPriority, count }: { session: SchedulerSession; showPriority: boolean; count: number }) {
  // 'auto': the stage sizes itself to the set on the page (domSchedulerStage.ts), not to a fixed
  // box; until its code has loaded, a stand-in of the same height holds its room (StageReserve.tsx).
  return (
    <StageFrame
      session={session}
      renderer={stageRenderer}
      hostRole="group"
      describe={describe}
      height="auto"
      overlay={<StageReserve count={count} />}
      footer={<ProcessTable session={session} showPriority={showPriority} />}
    />
  );
}
