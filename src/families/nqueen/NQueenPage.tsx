import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { MAX_QUEENS, MIN_QUEENS } from '../../../workers/games/nQueen';
import { CommittedSlider } from '../../engine/controls/CommittedSlider';
import { GameButton } from '../../engine/controls/GameButton';
import { RunLock } from '../../engine/controls/RunLock';
import { TransportControls } from '../../engine/controls/TransportControls';
import { ComplexityTables } from '../../engine/layout/ComplexityTables';
import { GameLoading } from '../../engine/layout/GameLoading';
import { type PageItem, VisualizerLayout } from '../../engine/layout/VisualizerLayout';
import { useVisualizerPage } from '../../engine/page/useVisualizerPage';
import { GameStage } from '../../engine/stage/GameStage';
import { ownPaintLayer } from '../../engine/stage/paintLayer';
import { StateNotes } from '../../engine/url/StateNotes';
import { noQueens, nQueenBinding, toggleQueen } from './nQueenBinding';
import { nQueenInfo, nQueenSolveHelp } from './nQueenInfo';
import { nQueenShape } from './nQueenShape';
import { drawSeed, nQueenDefaults } from './nQueenUrlState';

const counters = [
  { key: 'placements', label: 'Placements' },
  { key: 'backtracks', label: 'Backtracks' },
] as const;

/**
 * Solve and Play do the same: said on a line of its own right under the transport row (last in
 * the row's flex order, full width), after Solve and Clear as a screen reader reads the page.
 */
const solveHelpSx = { order: 1, flexBasis: '100%', color: 'text.secondary' } as const;

/** `/games/nqueen`: place queens by hand, or watch backtracking place them. */
export default function NQueenPage({ item }: { item: PageItem }) {
  const page = useVisualizerPage(nQueenBinding);
  const { state, notes, session, playback, edit, change } = page;
  if (!session) return <GameLoading item={item} shape={nQueenShape(state.n)} />;
  // A tap places or removes a queen on the board as shown.
  const activate = (cell: number) => change((shown, now) => ({ ...shown, queens: toggleQueen(now.model.queenCells(), cell) }));

  return (
    <VisualizerLayout
      item={item}
      page={page}
      about={
        <Box sx={ownPaintLayer}>
          <ComplexityTables data={nQueenInfo} />
        </Box>
      }
      settings={
        <Box sx={ownPaintLayer}>
          <TransportControls
            session={session}
            {...playback}
            counters={counters}
            actions={
              <>
                <RunLock store={session.store} direction="row">
                  <GameButton onClick={() => void session.play()}>Solve</GameButton>
                  <GameButton onClick={() => change((shown) => ({ ...shown, queens: noQueens }))}>Clear</GameButton>
                </RunLock>
                <Typography variant="body2" data-testid="solve-help" sx={solveHelpSx}>
                  {nQueenSolveHelp}
                </Typography>
              </>
            }
          >
            <StateNotes notes={notes} />
            <RunLock store={session.store} direction="column">
              <CommittedSlider
                name="Board size"
                label={(v) => `Board size: ${v}`}
                min={MIN_QUEENS}
                max={MAX_QUEENS}
                value={state.n}
                onCommit={(n) => edit({ n })}
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={state.order === 'random'}
                    onChange={(e) =>
                      edit(e.target.checked ? { order: 'random', seed: drawSeed() } : { order: 'normal', seed: nQueenDefaults().seed })
                    }
                  />
                }
                label="Randomised column order"
              />
            </RunLock>
          </TransportControls>
        </Box>
      }
    >
      <GameStage session={session} label={`${state.n} by ${state.n} chess board`} shape={nQueenShape(state.n)} onActivate={activate} />
    </VisualizerLayout>
  );
}
