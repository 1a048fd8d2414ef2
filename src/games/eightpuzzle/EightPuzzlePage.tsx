import { useEffect, useMemo } from 'react';
import { GOAL, isSolvable, shuffleTiles, slide } from '../../../workers/games/eightPuzzle';
import type { GameRunInput, GameRunMeta } from '../../../workers/games/gamesRunner';
import type { CatalogueItem } from '../../visualizers/catalogue';
import { ComplexityTables } from '../../visualizers/chrome/ComplexityTables';
import { VisualizerLayout } from '../../visualizers/chrome/VisualizerLayout';
import { TransportControls } from '../../visualizers/engine/controls/TransportControls';
import type { RunSession } from '../../visualizers/engine/RunSession';
import { useUiSelector } from '../../visualizers/engine/uiStore';
import { type PlaybackProps, usePlayback } from '../../visualizers/engine/usePlayback';
import { StateNotes } from '../../visualizers/engine/urlState/StateNotes';
import { type UrlState, useUrlState } from '../../visualizers/engine/urlState/useUrlState';
import { GameButton } from '../GameButton';
import { GameLoading } from '../GameLoading';
import { GameStage } from '../GameStage';
import { gameInfo } from '../gameInfo';
import { useRunSession } from '../../visualizers/engine/useRunSession';
import { type EightPuzzleExtras, type EightPuzzleInput, eightPuzzleAdapter } from './eightPuzzleAdapter';
import type { EightPuzzleModel, EightPuzzleSnapshot } from './eightPuzzleModel';
import { type EightPuzzleUrlState, eightPuzzleCodec, eightPuzzleDefaults } from './eightPuzzleUrlState';

type Session = RunSession<EightPuzzleInput, GameRunInput, GameRunMeta, EightPuzzleSnapshot, EightPuzzleModel, EightPuzzleExtras>;

const counters = [
  { key: 'moves', label: 'Moves' },
  { key: 'expanded', label: 'States expanded' },
] as const;

const sameTiles = (a: readonly number[], b: readonly number[]) => a.every((t, i) => t === b[i]);

/** `/games/15Puzzle` (the 8 puzzle): slide tiles by hand, or watch A*'s optimal moves. */
export default function EightPuzzlePage({ item }: { item: CatalogueItem }) {
  const url = useUrlState(eightPuzzleCodec, eightPuzzleDefaults);
  const { tiles } = url.state;
  const input = useMemo<EightPuzzleInput>(() => ({ tiles }), [tiles]);
  const session = useRunSession(eightPuzzleAdapter, input);
  useEffect(() => {
    if (session && !sameTiles(session.input.tiles, tiles)) session.load(input);
  }, [session, input, tiles]);
  // Known from the tiles alone (slides keep the parity), so the page's keys obey the disabled Play too.
  const unsolvable = !isSolvable(tiles);
  const playback = usePlayback(session, url.state, url.update, unsolvable);
  if (!session) return <GameLoading item={item} />;
  return <EightPuzzleGame item={item} session={session} url={url} playback={playback} unsolvable={unsolvable} />;
}

function EightPuzzleGame({ item, session, url, playback, unsolvable }: { item: CatalogueItem; session: Session; url: UrlState<EightPuzzleUrlState>; playback: PlaybackProps; unsolvable: boolean }) {
  const { update, notes } = url;
  const running = useUiSelector(session.store, (s) => s.playerStatus === 'running');

  // A tap slides a tile next to the blank; the URL follows the board as shown.
  const activate = (cell: number) => {
    if (running) return;
    const shown = Array.from(session.model.tiles);
    const next = slide(shown, cell);
    if (!sameTiles(next, shown)) update({ tiles: next });
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
              <GameButton onClick={() => update({ tiles: shuffleTiles(Array.from(session.model.tiles), Math.random) })} disabled={running}>
                Shuffle
              </GameButton>
              <GameButton onClick={() => update({ tiles: [...GOAL] })} disabled={running}>
                Reset
              </GameButton>
            </>
          }
        >
          <StateNotes notes={notes} />
        </TransportControls>
      }
    >
      <GameStage session={session} label="8 puzzle board" onActivate={activate} maxCell={96} />
    </VisualizerLayout>
  );
}
