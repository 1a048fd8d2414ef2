import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo } from 'react';
import { type EquationMode, isEquationMode, isSpaced } from '../../../workers/equation/equationTypes';
import { parseExpression } from '../../../workers/equation/parse';
import type { RendererFactory } from '../../render/stageRenderer';
import type { CatalogueItem } from '../catalogue';
import { ComplexityTables } from '../chrome/ComplexityTables';
import { VisualizerLayout } from '../chrome/VisualizerLayout';
import { TransportControls } from '../engine/controls/TransportControls';
import { StageFrame } from '../engine/StageFrame';
import { usePlayback } from '../engine/usePlayback';
import { useRunSession } from '../engine/useRunSession';
import { StateNotes } from '../engine/urlState/StateNotes';
import { useUrlState } from '../engine/urlState/useUrlState';
import { ConversionLinks } from './ConversionLinks';
import type { EquationModel } from './equationModel';
import { ExpressionField } from './ExpressionField';
import { countersFor } from './equationCounters';
import { counterNote, equationInfo, ruleSentences } from './equationInfo';
import { RunLock } from '../engine/controls/RunLock';
import type { EquationSession } from './equationSession';
import { equationAdapter } from './equationAdapter';
import { equationCodec, equationDefaults } from './equationUrlState';

const stageRenderer: RendererFactory<EquationModel> = (host) => import('./domEquationStage').then(({ DomEquationStage }) => DomEquationStage.create(host));

/** Rows of the stage per mode set its height (about 72 px a row, plus the partial line). */
const stageHeight = (mode: EquationMode) => (mode === 'infix' ? { xs: 330, sm: 340, md: 350 } : { xs: 190, sm: 200, md: 210 });

/** True when the expression passes the token and structure checks: Play is blocked otherwise. */
function isRunnable(mode: EquationMode, expression: string): boolean {
  try {
    parseExpression(mode, expression);
    return true;
  } catch {
    return false;
  }
}

/** `/equationevaluationvisualizer/{postfix|prefix|infix|infix2pointer}`. */
export default function EquationVisualizerPage({ item }: { item: CatalogueItem }) {
  if (!isEquationMode(item.value)) return null;
  return <EquationVisualizer item={item} mode={item.value} />;
}

function EquationVisualizer({ item, mode }: { item: CatalogueItem; mode: EquationMode }) {
  const defaults = useCallback(() => equationDefaults(mode), [mode]);
  const { state, update, notes } = useUrlState(equationCodec, defaults);

  // One session per mode, from the expression the page opened with; later edits are loaded into it.
  const session = useRunSession(equationAdapter, { mode, expression: state.expr });

  useEffect(() => {
    if (session && session.input.expression !== state.expr) session.load({ mode, expression: state.expr });
  }, [session, mode, state.expr]);

  const runnable = useMemo(() => isRunnable(mode, state.expr), [mode, state.expr]);
  const playback = usePlayback(session, state, update, !runnable);
  const spaced = isSpaced(mode);

  return (
    <VisualizerLayout
      item={item}
      about={<ComplexityTables data={equationInfo[mode]} />}
      settings={
        session && (
          <TransportControls
            session={session}
            {...playback}
            counters={countersFor(mode)}
            playBlocked={!runnable}
          >
            <StateNotes notes={notes} />
            <ExpressionInput session={session} value={state.expr} spaced={spaced} onChange={(expr) => update({ expr })} />
            {!spaced && <ConversionLinks session={session} />}
            <Rules spaced={spaced} />
            <CounterNote mode={mode} />
          </TransportControls>
        )
      }
    >
      {session && <EquationStage session={session} mode={mode} />}
    </VisualizerLayout>
  );
}

function ExpressionInput({ session, ...props }: { session: EquationSession; value: string; spaced: boolean; onChange: (expr: string) => void }) {
  // Editing is ignored while running, as every setting is (spec §4).
  return (
    <RunLock store={session.store} direction="block">
      <ExpressionField {...props} />
    </RunLock>
  );
}

function Rules({ spaced }: { spaced: boolean }) {
  return (
    <Box component="ul" aria-label="Input rules" sx={{ m: 0, pl: 2.5, color: 'text.secondary', typography: 'body2', display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {ruleSentences(spaced).map((sentence) => (
        <li key={sentence}>{sentence}</li>
      ))}
    </Box>
  );
}

/** Sits just above the progress bar and the counters it explains. */
function CounterNote({ mode }: { mode: EquationMode }) {
  const note = counterNote[mode];
  if (!note) return null;
  return (
    <Typography variant="body2" data-testid="counter-note" sx={{ color: 'text.secondary' }}>
      {note}
    </Typography>
  );
}

function EquationStage({ session, mode }: { session: EquationSession; mode: EquationMode }) {
  const describe = useCallback(
    (ui: { status: string; extras: { stack: string; queue: string; work: string } }) =>
      `${mode} evaluation of ${session.input.expression || 'an empty expression'}; ${ui.status}${ui.extras.stack ? `; operand stack ${ui.extras.stack}` : ''}`,
    [mode, session],
  );
  return (
    <>
      <StageFrame session={session} renderer={stageRenderer} describe={describe} height={stageHeight(mode)} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        The highlighted token is the one being read; the partial value is the last one computed.
      </Typography>
    </>
  );
}
