import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { GOAL, GOAL_WORDS, isSolvable, shuffledBoard, slide } from '../../../workers/games/eightPuzzle';
import type { GameRunInput, GameRunMeta } from '../../../workers/games/gamesRunner';
import type { CatalogueItem } from '../../app/catalogue/catalogue';
import { ComplexityTables } from '../../engine/layout/ComplexityTables';
import { VisualizerLayout } from '../../engine/layout/VisualizerLayout';
import { TransportControls } from '../../engine/controls/TransportControls';
import type { RunSession } from '../../engine/session/RunSession';
import { useUiSelector } from '../../engine/store/uiStore';
import { type PlaybackProps, usePlayback } from '../../engine/page/usePlayback';
import { StateNotes } from '../../engine/url/StateNotes';
import { type UrlState, useUrlState } from '../../engine/url/useUrlState';
import { GameButton } from '../../engine/controls/GameButton';
import { eightPuzzleShape } from '../games/boardShapes';
import { GameLoading } from '../../engine/layout/GameLoading';
import { GameStage } from '../../engine/stage/GameStage';
import { gameInfo } from '../games/gameInfo';
import { useRunSession } from '../../engine/session/useRunSession';
import { type EightPuzzleExtras, type EightPuzzleInput, eightPuzzleAdapter } from './eightPuzzleAdapter';
import type { EightPuzzleModel, EightPuzzleSnapshot } from './eightPuzzleModel';
import { type EightPuzzleUrlState, eightPuzzleCodec, eightPuzzleDefaults } from './eightPuzzleUrlState';

type Session = RunSession<EightPuzzleInput, GameRunInput, GameRunMeta, EightPuzzleSnapshot, EightPuzzleModel, EightPuzzleExtras>;

const counters = [
  { key: 'moves', label: 'Moves' },
  { key: 'expanded', label: 'States expanded' },
] as const;

const sameTiles = (a: readonly number[], b: readonly number[]) => a.every((t, i) => t === b[i]);
/** The line under 'This arrangement cannot be solved': which goal, and the way back to a board that can be solved. */
const GOAL_NOTE = `(goal ${GOAL_WORDS}) Shuffle or Reset gives a board that can be solved.`;

/** `/games/15Puzzle` (the 8 puzzle): slide tiles by hand, or watch A*'s optimal moves. */
export default function EightPuzzlePage({ item }: { item: CatalogueItem }) {
  const url = useUrlState(eightPuzzleCodec, eightPuzzleDefaults);
  const { tiles } = url.state;
  const input = useMemo<EightPuzzleInput>(() => ({ tiles, handMoves: 0 }), [tiles]);
  const session = useRunSession(eightPuzzleAdapter, input);
  // Tiles the page did not set itself (a pasted link, the back button): the page's own changes
  // are on the stage already (EightPuzzleGame).
  useEffect(() => {
    if (session && !sameTiles(session.input.tiles, tiles)) session.load(input);
  }, [session, input, tiles]);
  // Known from the tiles alone (slides keep the parity), so the page's keys obey the disabled Play too.
  const unsolvable = !isSolvable(tiles);
  const playback = usePlayback(session, url.state, url.update, unsolvable);
  if (!session) return <GameLoading item={item} shape={eightPuzzleShape} />;
  return <EightPuzzleGame item={item} session={session} url={url} playback={playback} unsolvable={unsolvable} />;
}

function EightPuzzleGame({ item, session, url, playback, unsolvable }: { item: CatalogueItem; session: Session; url: UrlState<EightPuzzleUrlState>; playback: PlaybackProps; unsolvable: boolean }) {
  const { update, notes } = url;
  const running = useUiSelector(session.store, (s) => s.playerStatus === 'running');

  // The page loads the tiles it sets, then the URL follows: a slide keeps counting the visitor's moves.
  const arrange = (tiles: number[], handMoves = 0) => {
    session.load({ tiles, handMoves });
    update({ tiles });
  };
  // A tap slides a tile next to the blank of the board as shown. The count goes on from the
  // loaded board's; after A* has moved the tiles it starts again.
  const activate = (cell: number) => {
    if (running) return;
    const shown = Array.from(session.model.tiles);
    const next = slide(shown, cell);
    if (!sameTiles(next, shown)) arrange(next, (session.model.beforeSearch ? session.model.handMoves : 0) + 1);
  };

  return (
    <VisualizerLayout
      item={item}
      about={<ComplexityTables data={gameInfo['15Puzzle']} />}
      settings={
        <TransportControls
          session={session}
          {...playback}
          counters={counters}
          playBlocked={unsolvable}
          actions={
            <>
              <GameButton onClick={() => void session.play()} disabled={running || unsolvable}>
                Solve
              </GameButton>
              <GameButton onClick={() => arrange(shuffledBoard(Math.random))} disabled={running}>
                Shuffle
              </GameButton>
              <GameButton onClick={() => arrange([...GOAL])} disabled={running}>
                Reset
              </GameButton>
            </>
          }
        >
          <StateNotes notes={notes} />
        </TransportControls>
      }
    >
      <GameStage session={session} label="8 puzzle board" shape={eightPuzzleShape} onActivate={activate} />
      {/* Textbooks differ on the goal (AIMA puts the blank first): a refused board names the page's. */}
      {unsolvable && (
        <Typography data-testid="goal-note" variant="body2" sx={{ px: 0.5 }}>
          {GOAL_NOTE}
        </Typography>
      )}
    </VisualizerLayout>
  );
}
