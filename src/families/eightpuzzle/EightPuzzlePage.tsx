import Typography from '@mui/material/Typography';
import { GOAL, shuffledBoard, slide } from '../../../workers/games/eightPuzzle';
import { GameButton } from '../../engine/controls/GameButton';
import { RunLock } from '../../engine/controls/RunLock';
import { TransportControls } from '../../engine/controls/TransportControls';
import { ComplexityTables } from '../../engine/layout/ComplexityTables';
import { GameLoading } from '../../engine/layout/GameLoading';
import { type PageItem, VisualizerLayout } from '../../engine/layout/VisualizerLayout';
import { useVisualizerPage } from '../../engine/page/useVisualizerPage';
import { GameStage } from '../../engine/stage/GameStage';
import { StateNotes } from '../../engine/url/StateNotes';
import { eightPuzzleBinding, unsolvable } from './eightPuzzleBinding';
import { eightPuzzleInfo, eightPuzzleSolveHelp, UNSOLVABLE_NOTE } from './eightPuzzleInfo';
import { eightPuzzleShape } from './eightPuzzleShape';

const counters = [
  { key: 'moves', label: 'Moves' },
  { key: 'expanded', label: 'States expanded' },
] as const;

/**
 * Solve and Play do the same: said on a line of its own right under the transport row (last in
 * the row's flex order, full width), after the game's buttons as a screen reader reads the page.
 */
const solveHelpSx = { order: 1, flexBasis: '100%', color: 'text.secondary' } as const;

/** `/games/15Puzzle` (the 8 puzzle): slide tiles by hand, or watch A*'s optimal moves. */
export default function EightPuzzlePage({ item }: { item: PageItem }) {
  const page = useVisualizerPage(eightPuzzleBinding, { blocked: unsolvable });
  const { notes, session, playback, blocked, change } = page;
  if (!session) return <GameLoading item={item} shape={eightPuzzleShape} />;
  const arrange = (tiles: number[], handMoves = 0) => change(() => ({ tiles, handMoves }));
  // A tap slides a tile next to the blank of the board as shown. The count goes on from the
  // loaded board's; after A* has moved the tiles it starts again.
  const activate = (cell: number) =>
    change((_, now) => {
      const shown = Array.from(now.model.state.tiles);
      const next = slide(shown, cell);
      return next.every((t, i) => t === shown[i]) ? null : { tiles: next, handMoves: (now.model.beforeSearch ? now.model.handMoves : 0) + 1 };
    });

  return (
    <VisualizerLayout
      item={item}
      page={page}
      about={<ComplexityTables data={eightPuzzleInfo} />}
      settings={
        <TransportControls
          session={session}
          {...playback}
          counters={counters}
          playBlocked={blocked}
          actions={
            <>
              <RunLock store={session.store} direction="row">
                <GameButton onClick={() => void session.play()} disabled={blocked}>
                  Solve
                </GameButton>
                <GameButton onClick={() => arrange(shuffledBoard(Math.random))}>Shuffle</GameButton>
                <GameButton onClick={() => arrange([...GOAL])}>Reset</GameButton>
              </RunLock>
              <Typography variant="body2" data-testid="solve-help" sx={solveHelpSx}>
                {eightPuzzleSolveHelp}
              </Typography>
            </>
          }
        >
          <StateNotes notes={notes} />
        </TransportControls>
      }
    >
      <GameStage session={session} label="8 puzzle board" shape={eightPuzzleShape} onActivate={activate} />
      {/* Textbooks differ on the goal (AIMA puts the blank first): a refused board says which goal it cannot reach. */}
      {blocked && (
        <Typography data-testid="goal-note" variant="body2" sx={{ px: 0.5 }}>
          {UNSOLVABLE_NOTE}
        </Typography>
      )}
    </VisualizerLayout>
  );
}
