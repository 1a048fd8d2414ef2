import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { levelWithClues, nextLevel, SUDOKU_LEVELS, type SudokuLevel } from '../../../workers/games/sudokuGenerator';
import type { CatalogueItem } from '../../app/catalogue/catalogue';
import { ComplexityTables } from '../../engine/layout/ComplexityTables';
import { VisualizerLayout } from '../../engine/layout/VisualizerLayout';
import { TransportControls } from '../../engine/controls/TransportControls';
import type { RunSession } from '../../engine/session/RunSession';
import { type PlaybackProps, usePlayback } from '../../engine/page/usePlayback';
import { StateNotes } from '../../engine/url/StateNotes';
import { type UrlState, useUrlState } from '../../engine/url/useUrlState';
import type { GameRunInput, GameRunMeta } from '../../../workers/games/gamesRunner';
import { sudokuShape } from '../games/boardShapes';
import { GameLoading } from '../../engine/layout/GameLoading';
import type { SudokuModel, SudokuSnapshot } from './sudokuModel';
import { backtrackingCounters } from '../games/backtrackingReadouts';
import { GameButton } from '../../engine/controls/GameButton';
import { GameStage } from '../../engine/stage/GameStage';
import { ownPaintLayer } from '../../engine/stage/paintLayer';
import { RunLock } from '../../engine/controls/RunLock';
import { gameInfo } from '../games/gameInfo';
import { useRunSession } from '../../engine/session/useRunSession';
import { type SudokuExtras, type SudokuInput, sudokuAdapter } from './sudokuAdapter';
import { digitForKey } from './sudokuKeys';
import { type SudokuUrlState, sudokuCodec, sudokuDefaults } from './sudokuUrlState';
import { type FreshPuzzles, useFreshPuzzles } from './useFreshPuzzles';

const levelNames: Record<SudokuLevel, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };
const noEntries: readonly number[] = new Array(81).fill(0);

/** `/games/soduko`: play a generated sudoku, or watch backtracking solve it. */
export default function SudokuPage({ item }: { item: CatalogueItem }) {
  const { state, update, notes } = useUrlState(sudokuCodec, sudokuDefaults);
  const fresh = useFreshPuzzles({ state, update });
  const { shown } = fresh;
  const input = useMemo<SudokuInput | null>(() => shown && { clues: shown.puzzle, entries: noEntries, solution: shown.solution }, [shown]);
  const session = useRunSession(sudokuAdapter, input);
  useEffect(() => {
    if (session && input && session.input.clues !== input.clues) session.load(input);
  }, [session, input]);

  // A run on a board about to be replaced would be undone on arrival: Solve, Play, the steps and
  // their keys wait for the new puzzle alike.
  const playBlocked = fresh.pending !== null;
  const playback = usePlayback(session, state, update, playBlocked);
  if (!session) return fresh.failure ? <NoPuzzle item={item} failure={fresh.failure} /> : <GameLoading item={item} shape={sudokuShape} />;
  return <SudokuGame item={item} session={session} url={{ state, update, notes }} playback={playback} fresh={fresh} playBlocked={playBlocked} />;
}

type Session = RunSession<SudokuInput, GameRunInput, GameRunMeta, SudokuSnapshot, SudokuModel, SudokuExtras>;

/** The first puzzle could not be generated: said in words, instead of a board that never comes. */
function NoPuzzle({ item, failure }: { item: CatalogueItem; failure: string }) {
  return (
    <VisualizerLayout item={item}>
      <Typography role="alert">{failure}</Typography>
    </VisualizerLayout>
  );
}

interface GameProps {
  item: CatalogueItem;
  session: Session;
  url: UrlState<SudokuUrlState>;
  playback: PlaybackProps;
  fresh: FreshPuzzles;
  playBlocked: boolean;
}

/**
 * The Difficulty button's words for the puzzle shown: its level, known from its clue count (every
 * generated puzzle has exactly its level's), or, for a link's puzzle with another count, that
 * count ('Shared, 30 clues'). A `level` key beside a shared puzzle said nothing about it.
 */
function difficultyOf(puzzle: readonly number[]): { level: SudokuLevel | null; words: string } {
  const clues = puzzle.filter(Boolean).length;
  const level = levelWithClues(clues);
  return { level, words: level ? levelNames[level] : `Shared, ${clues} clues` };
}

function SudokuGame({ item, session, url, playback, fresh, playBlocked }: GameProps) {
  const { notes } = url;
  // While a new puzzle is prepared the button already names its level, so pressing again moves
  // on from there; the old board stays until the new one arrives. From a shared puzzle of no
  // level, the cycle starts again at Easy.
  const difficulty = fresh.pending ? { level: fresh.pending, words: levelNames[fresh.pending] } : difficultyOf(fresh.shown?.puzzle ?? session.input.clues);
  // Only the lock around the game's buttons follows `running` (RunLock): re-rendering this
  // whole page, or the buttons, at every play and finish cost frames at Fastest.
  // A tap cycles a visitor cell 1–9 then blank, starting from the board as shown.
  const write = (cell: number, digit: (shown: number) => number) => {
    if (session.running || session.model.isClue(cell)) return;
    const entries = session.model.entries();
    entries[cell] = digit(entries[cell]);
    session.load({ ...session.input, entries });
  };
  const activate = (cell: number) => write(cell, (shown) => (shown + 1) % 10);
  // A digit key writes that digit; Backspace, Delete and 0 blank the cell. A clue takes neither, as it takes no click.
  const typeKey = (cell: number, key: string) => {
    const digit = digitForKey(key);
    if (digit === null) return false;
    write(cell, () => digit);
    return true;
  };
  const cycleLevel = () => fresh.request(difficulty.level ? nextLevel(difficulty.level) : SUDOKU_LEVELS[0]);

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
            counters={backtrackingCounters}
            playBlocked={playBlocked}
            actions={
              <RunLock store={session.store} direction="row">
                <GameButton onClick={() => void session.play()} disabled={playBlocked}>
                  Solve
                </GameButton>
                <GameButton onClick={cycleLevel} label={`Difficulty: ${difficulty.words}`}>
                  {difficulty.words}
                </GameButton>
                <GameButton onClick={() => session.load({ ...session.input, entries: noEntries })}>Clear</GameButton>
              </RunLock>
            }
          >
            <StateNotes notes={fresh.refusal ? [...notes, fresh.refusal] : notes} />
            {fresh.pending && <Typography role="status" variant="body2">Preparing the board…</Typography>}
            {fresh.failure && <Typography role="alert" variant="body2" sx={{ color: 'error.light' }}>{fresh.failure}</Typography>}
          </TransportControls>
        </Box>
      }
    >
      <GameStage session={session} label="Sudoku board" shape={sudokuShape} onActivate={activate} onKey={typeKey} />
    </VisualizerLayout>
  );
}
