import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { EQUATION_MODES, type EquationMode, isEquationMode, isSpaced } from '../../../workers/equation/equationTypes';
import { RunLock } from '../../engine/controls/RunLock';
import { TransportControls } from '../../engine/controls/TransportControls';
import { ComplexityTables } from '../../engine/layout/ComplexityTables';
import { type PageItem, VisualizerLayout } from '../../engine/layout/VisualizerLayout';
import { useVisualizerPage, type VisualizerPage } from '../../engine/page/useVisualizerPage';
import type { EngineUi } from '../../engine/session/uiSlices';
import { StageFrame } from '../../engine/stage/StageFrame';
import { useUiSelector } from '../../engine/store/uiStore';
import { StateNotes } from '../../engine/url/StateNotes';
import type { RendererFactory } from '../../render/stageRenderer';
import { ConversionLinks } from './ConversionLinks';
import { ExpressionField, type ExpressionFieldProps } from './ExpressionField';
import { type EquationExtras, type EquationInput, errorLine } from './equationAdapter';

type EquationPage = VisualizerPage<EquationUrlState, EquationInput, EquationExtras, EquationSession>;

import { cannotRun, equationBinding } from './equationBinding';
import { countersFor } from './equationCounters';
import { counterNote, equationInfo, ruleSentences } from './equationInfo';
import type { EquationModel } from './equationModel';
import type { EquationSession } from './equationSession';
import type { EquationUrlState } from './equationUrlState';
import { stageHeight } from './stageStyles';

const stageRenderer: RendererFactory<EquationModel> = (host) =>
  import('./domEquationStage').then(({ DomEquationStage }) => DomEquationStage.create(host));

/** `/equationevaluationvisualizer/{postfix|prefix|infix|infix2pointer}`. */
export default function EquationVisualizerPage({ item }: { item: PageItem }) {
  if (!isEquationMode(item.value)) return null;
  return <EquationVisualizer item={item} mode={item.value} />;
}

function EquationVisualizer({ item, mode }: { item: PageItem; mode: EquationMode }) {
  const page = useVisualizerPage(equationBinding(mode), { blocked: blockers[mode] });
  const { session } = page;
  return (
    <VisualizerLayout
      item={item}
      page={page}
      about={<ComplexityTables data={equationInfo[mode]} />}
      howItWorks={
        <>
          <Rules mode={mode} />
          <CounterNote mode={mode} />
        </>
      }
      settings={session && <EquationSettings session={session} mode={mode} page={page} />}
    >
      {session && <EquationStage session={session} title={item.type} mode={mode} />}
    </VisualizerLayout>
  );
}

/** Each mode's check, made once so the page hook gets the same function every render. */
const blockers = Object.fromEntries(EQUATION_MODES.map((mode) => [mode, cannotRun(mode)])) as Record<EquationMode, ReturnType<typeof cannotRun>>;

/**
 * The transport and the expression. Whether the expression can run is checked from the URL's
 * expression (the same check gave the tape its tokens): it blocks Play and marks the field.
 */
function EquationSettings({ session, mode, page }: { session: EquationSession; mode: EquationMode; page: EquationPage }) {
  const { state, notes, playback, blocked, edit } = page;
  const inputError = useUiSelector(session.store, (s) => s.extras.inputError);
  const inputReason = useUiSelector(session.store, (s) => s.extras.inputReason);
  const spaced = isSpaced(mode);
  return (
    <TransportControls session={session} {...playback} counters={countersFor(mode)} playBlocked={blocked}>
      <StateNotes notes={notes} />
      <ExpressionInput
        session={session}
        value={state.expr}
        spaced={spaced}
        error={inputError ? errorLine(inputError) : ''}
        reason={inputReason}
        onChange={(expr) => edit({ expr })}
      />
      {!spaced && <ConversionLinks session={session} />}
    </TransportControls>
  );
}

function ExpressionInput({ session, ...props }: { session: EquationSession } & ExpressionFieldProps) {
  // Editing is ignored while running, as every setting is (spec §4).
  return (
    <RunLock store={session.store} direction="block">
      <ExpressionField {...props} />
    </RunLock>
  );
}

function Rules({ mode }: { mode: EquationMode }) {
  return (
    <Box
      component="ul"
      aria-label="Input rules"
      sx={{ m: 0, pl: 2.5, color: 'text.secondary', typography: 'body2', display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      {ruleSentences(mode).map((sentence) => (
        <li key={sentence}>{sentence}</li>
      ))}
    </Box>
  );
}

/** What the counters count, for the modes where it needs saying. */
function CounterNote({ mode }: { mode: EquationMode }) {
  const note = counterNote[mode];
  if (!note) return null;
  return (
    <Typography variant="body2" data-testid="counter-note" sx={{ color: 'text.secondary' }}>
      {note}
    </Typography>
  );
}

/** Where the run stands, in words ('paused at step 6' names the step, which the status alone does not). */
function runState(ui: EngineUi<EquationExtras>): string {
  if (ui.status === 'finished' || ui.status === 'running') return ui.status;
  return ui.cursor > 0 ? `paused at step ${ui.cursor}` : 'not started';
}

/**
 * The stage is readable DOM (a group, not an image): its rows' captions and cells, the partial
 * value and the step are read as they are, so the label only names what the group shows.
 */
function EquationStage({ session, title, mode }: { session: EquationSession; title: string; mode: EquationMode }) {
  const describe = useCallback(
    (ui: EngineUi<EquationExtras>) => `${title} of ${session.input.expression || 'an empty expression'}; ${runState(ui)}`,
    [title, session],
  );
  return (
    <>
      <StageFrame session={session} renderer={stageRenderer} hostRole="group" describe={describe} height={stageHeight(mode)} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        The highlighted token is the one being read; the partial value is the last one computed.
      </Typography>
    </>
  );
}
