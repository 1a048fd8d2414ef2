import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useEffect, useMemo, useRef } from 'react';
import type { GameRunInput, GameRunMeta } from '../../../workers/games/gamesRunner';
import { MAX_QUEENS, MIN_QUEENS } from '../../../workers/games/nQueen';
import type { CatalogueItem } from '../../app/catalogue/catalogue';
import { ComplexityTables } from '../../engine/layout/ComplexityTables';
import { VisualizerLayout } from '../../engine/layout/VisualizerLayout';
import { CommittedSlider } from '../../engine/controls/CommittedSlider';
import { TransportControls } from '../../engine/controls/TransportControls';
import type { RunSession } from '../../engine/session/RunSession';
import { type PlaybackProps, usePlayback } from '../../engine/page/usePlayback';
import { StateNotes } from '../../engine/url/StateNotes';
import { type UrlState, useUrlState } from '../../engine/url/useUrlState';
import { backtrackingCounters } from '../games/backtrackingReadouts';
import { nQueenShape } from '../games/boardShapes';
import { GameButton } from '../../engine/controls/GameButton';
import { GameLoading } from '../../engine/layout/GameLoading';
import { GameStage } from '../../engine/stage/GameStage';
import { ownPaintLayer } from '../../engine/stage/paintLayer';
import { RunLock } from '../../engine/controls/RunLock';
import { gameInfo } from '../games/gameInfo';
import { useRunSession } from '../../engine/session/useRunSession';
import { type NQueenExtras, type NQueenInput, nQueenAdapter } from './nQueenAdapter';
import type { NQueenModel, NQueenSnapshot } from './nQueenModel';
import { drawSeed, type NQueenUrlState, nQueenCodec, nQueenDefaults } from './nQueenUrlState';

type Session = RunSession<NQueenInput, GameRunInput, GameRunMeta, NQueenSnapshot, NQueenModel, NQueenExtras>;

const noQueens: readonly number[] = [];

/** `/games/nqueen`: place queens by hand, or watch backtracking place them. */
export default function NQueenPage({ item }: { item: CatalogueItem }) {
  const url = useUrlState(nQueenCodec, nQueenDefaults);
  const { n, order, seed } = url.state;
  const input = useMemo<NQueenInput>(() => ({ n, order, seed, queens: noQueens }), [n, order, seed]);
  // The seed in the URL, as the session last heard it (set with the load, not at render).
  const urlSeed = useRef(seed);
  // Solve again in the Randomised order draws a new seed (nQueenAdapter.replay): the URL follows
  // the run on the stage, so a reload or Share gives that run. Only a replay loads a seed the URL
  // does not have: every other load comes from the URL's, or keeps the session's.
  const { update } = url;
  const session = useRunSession(nQueenAdapter, input, (created) => {
    created.onLoad = (loaded) => {
      if (loaded.seed !== urlSeed.current) update({ seed: loaded.seed });
    };
  });
  useEffect(() => {
    urlSeed.current = seed;
    const shown = session?.input;
    if (session && shown && (shown.n !== n || shown.order !== order || shown.seed !== seed)) session.load(input);
  }, [session, input, n, order, seed]);
  const playback = usePlayback(session, url.state, url.update);
  if (!session) return <GameLoading item={item} shape={nQueenShape(n)} />;
  return <NQueenGame item={item} session={session} url={url} playback={playback} />;
}

function NQueenGame({ item, session, url, playback }: { item: CatalogueItem; session: Session; url: UrlState<NQueenUrlState>; playback: PlaybackProps }) {
  const { state, update, notes } = url;
  // Only the locks around the game's controls follow `running` (RunLock): re-rendering this
  // whole page, or its MUI controls, at every play and finish cost frames at Fastest.
  // A tap places or removes a queen on the board as shown.
  const activate = (cell: number) => {
    if (session.running) return;
    const queens = new Set(session.model.queenCells());
    if (!queens.delete(cell)) queens.add(cell);
    session.load({ ...session.input, queens: [...queens] });
  };

  return (
    <VisualizerLayout
      item={item}
      about={
        <Box sx={ownPaintLayer}>
          <ComplexityTables data={gameInfo.nqueen} />
        </Box>
      }
      settings={
        <Box sx={ownPaintLayer}>
          <TransportControls
            session={session}
            {...playback}
            counters={backtrackingCounters}
            actions={
              <RunLock store={session.store} direction="row">
                <GameButton onClick={() => void session.play()}>Solve</GameButton>
                <GameButton onClick={() => session.load({ ...session.input, queens: noQueens })}>Clear</GameButton>
              </RunLock>
            }
          >
            <StateNotes notes={notes} />
            <RunLock store={session.store} direction="column">
              <CommittedSlider name="Board size" label={(v) => `Board size: ${v}`} min={MIN_QUEENS} max={MAX_QUEENS} value={state.n} onCommit={(n) => update({ n })} />
              <FormControlLabel
                control={<Switch checked={state.order === 'random'} onChange={(e) => update(e.target.checked ? { order: 'random', seed: drawSeed() } : { order: 'normal', seed: nQueenDefaults().seed })} />}
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
