import Box from '@mui/material/Box';
import { useEffect, useMemo } from 'react';
import { solutionOf } from '../../../workers/games/sudokuExactCover';
import { generateSudoku, nextLevel, type SudokuLevel } from '../../../workers/games/sudokuGenerator';
import type { CatalogueItem } from '../../visualizers/catalogue';
import { ComplexityTables } from '../../visualizers/chrome/ComplexityTables';
import { VisualizerLayout } from '../../visualizers/chrome/VisualizerLayout';
import { TransportControls } from '../../visualizers/engine/controls/TransportControls';
import type { RunSession } from '../../visualizers/engine/RunSession';
import { type PlaybackProps, usePlayback } from '../../visualizers/engine/usePlayback';
import { StateNotes } from '../../visualizers/engine/urlState/StateNotes';
import { type UrlState, useUrlState } from '../../visualizers/engine/urlState/useUrlState';
import type { GameRunInput, GameRunMeta } from '../../../workers/games/gamesRunner';
import { GameLoading } from '../GameLoading';
import type { SudokuModel, SudokuSnapshot } from './sudokuModel';
import { GameButton } from '../GameButton';
import { GameStage } from '../GameStage';
import { ownPaintLayer } from '../../visualizers/engine/paintLayer';
import { RunLock } from '../../visualizers/engine/controls/RunLock';
import { gameInfo } from '../gameInfo';
import { useGameSession } from '../useGameSession';
import { type SudokuExtras, type SudokuInput, sudokuAdapter } from './sudokuAdapter';
import { type SudokuUrlState, sudokuCodec, sudokuDefaults } from './sudokuUrlState';

const counters = [
  { key: 'placements', label: 'Placements' },
  { key: 'backtracks', label: 'Backtracks' },
] as const;
const levelNames: Record<SudokuLevel, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };
const noEntries: readonly number[] = new Array(81).fill(0);
const freshPuzzle = (level: SudokuLevel) => generateSudoku(level, Math.random).puzzle;

/** `/games/soduko`: play a generated sudoku, or watch backtracking solve it. */
export default function SudokuPage({ item }: { item: CatalogueItem }) {
  const { state, update, notes } = useUrlState(sudokuCodec, sudokuDefaults);
  const { puzzle, level } = state;
  // A link without a (valid) puzzle gets a fresh one of its level.
  useEffect(() => {
    if (puzzle.length === 0) update({ puzzle: freshPuzzle(level) });
  }, [puzzle, level, update]);
  const input = useMemo<SudokuInput | null>(() => (puzzle.length ? { clues: puzzle, entries: noEntries, solution: solutionOf(puzzle) ?? puzzle } : null), [puzzle]);
  const session = useGameSession(sudokuAdapter, input);
  useEffect(() => {
    if (session && input && session.input.clues !== input.clues) session.load(input);
  }, [session, input]);

  const playback = usePlayback(session, state, update);
  if (!session) return <GameLoading item={item} />;
  return <SudokuGame item={item} session={session} url={{ state, update, notes }} playback={playback} />;
}

type Session = RunSession<SudokuInput, GameRunInput, GameRunMeta, SudokuSnapshot, SudokuModel, SudokuExtras>;

function SudokuGame({ item, session, url, playback }: { item: CatalogueItem; session: Session; url: UrlState<SudokuUrlState>; playback: PlaybackProps }) {
  const { state, update, notes } = url;
  const { level } = state;
  // Only the lock around the game's buttons follows `running` (RunLock): re-rendering this
  // whole page, or the buttons, at every play and finish cost frames at Fastest.
  // A tap cycles a visitor cell 1–9 then blank, starting from the board as shown.
  const activate = (cell: number) => {
    if (session.running || session.model.isClue(cell)) return;
    const entries = session.model.entries();
    entries[cell] = (entries[cell] + 1) % 10;
    session.load({ ...session.input, entries });
  };
  const cycleLevel = () => {
    const next = nextLevel(level);
    update({ level: next, puzzle: freshPuzzle(next) });
  };

  return (
    <VisualizerLayout
      item={item}
      about={
        <Box sx={ownPaintLayer}>
          <ComplexityTables data={gameInfo.soduko} />
        </Box>
      }
      settings={
        <Box sx={ownPaintLayer}>
          <TransportControls
            session={session}
            {...playback}
            counters={counters}
            actions={
              <RunLock store={session.store} direction="row">
                <GameButton onClick={() => void session.play()}>Solve</GameButton>
                <GameButton onClick={cycleLevel} label={`Difficulty: ${levelNames[level]}`}>
                  {levelNames[level]}
                </GameButton>
                <GameButton onClick={() => session.load({ ...session.input, entries: noEntries })}>Clear</GameButton>
              </RunLock>
            }
          >
            <StateNotes notes={notes} />
          </TransportControls>
        </Box>
      }
    >
      <GameStage session={session} label="Sudoku board" onActivate={activate} />
    </VisualizerLayout>
  );
}
