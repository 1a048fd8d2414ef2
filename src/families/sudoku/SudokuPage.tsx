import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { levelWithClues, nextLevel, SUDOKU_LEVELS, type SudokuLevel } from '../../../workers/games/sudokuGenerator';
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
import { awaitingPuzzle, noEntries, sudokuBinding } from './sudokuBinding';
import { sudokuInfo, sudokuSolveHelp } from './sudokuInfo';
import { digitForKey } from './sudokuKeys';
import { sudokuShape } from './sudokuShape';

const levelNames: Record<SudokuLevel, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };
const counters = [
  { key: 'placements', label: 'Placements' },
  { key: 'backtracks', label: 'Backtracks' },
] as const;

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

/**
 * Solve and Play do the same: said on a line of its own right under the transport row (last in
 * the row's flex order, full width), after the game's buttons as a screen reader reads the page.
 */
const solveHelpSx = { order: 1, flexBasis: '100%', color: 'text.secondary' } as const;

/** `/games/soduko`: play a generated sudoku, or watch backtracking solve it. */
export default function SudokuPage({ item }: { item: PageItem }) {
  const page = useVisualizerPage(sudokuBinding, { blocked: awaitingPuzzle });
  const { notes, prepared: fresh, session, playback, blocked, change } = page;
  if (!session) return fresh.failure ? <NoPuzzle item={item} failure={fresh.failure} /> : <GameLoading item={item} shape={sudokuShape} />;
  // While a new puzzle is prepared the button already names its level, so pressing again moves
  // on from there; the old board stays until the new one arrives. From a shared puzzle of no
  // level, the cycle starts again at Easy.
  const difficulty = fresh.pending
    ? { level: fresh.pending, words: levelNames[fresh.pending] }
    : difficultyOf(fresh.shown?.puzzle ?? session.input.clues);
  // A tap cycles a visitor cell 1–9 then blank, starting from the board as shown; a clue takes none.
  const write = (cell: number, digit: (shown: number) => number) =>
    change((shown, now) => {
      if (now.model.isClue(cell)) return null;
      const entries = now.model.entries();
      entries[cell] = digit(entries[cell]!);
      return { ...shown, entries };
    });
  // A digit key writes that digit; Backspace, Delete and 0 blank the cell.
  const typeKey = (cell: number, key: string) => {
    const digit = digitForKey(key);
    if (digit === null) return false;
    write(cell, () => digit);
    return true;
  };
  const cycleLevel = () => fresh.request(difficulty.level ? nextLevel(difficulty.level) : SUDOKU_LEVELS[0]!);

  return (
    <VisualizerLayout
      item={item}
      page={page}
      about={
        <Box sx={ownPaintLayer}>
          <ComplexityTables data={sudokuInfo} />
        </Box>
      }
      settings={
        <Box sx={ownPaintLayer}>
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
                  <GameButton onClick={cycleLevel} label={`Difficulty: ${difficulty.words}`}>
                    {difficulty.words}
                  </GameButton>
                  <GameButton onClick={() => change((shown) => ({ ...shown, entries: noEntries }))}>Clear</GameButton>
                </RunLock>
                <Typography variant="body2" data-testid="solve-help" sx={solveHelpSx}>
                  {sudokuSolveHelp}
                </Typography>
              </>
            }
          >
            <StateNotes notes={fresh.refusal ? [...notes, fresh.refusal] : notes} />
            {fresh.pending && (
              <Typography role="status" variant="body2">
                Preparing the board…
              </Typography>
            )}
            {fresh.failure && (
              <Typography role="alert" variant="body2" sx={{ color: 'error.light' }}>
                {fresh.failure}
              </Typography>
            )}
          </TransportControls>
        </Box>
      }
    >
      <GameStage
        session={session}
        label="Sudoku board"
        shape={sudokuShape}
        onActivate={(cell) => write(cell, (shown) => (shown + 1) % 10)}
        onKey={typeKey}
      />
    </VisualizerLayout>
  );
}

/** The first puzzle could not be generated: said in words, instead of a board that never comes. */
function NoPuzzle({ item, failure }: { item: PageItem; failure: string }) {
  return (
    <VisualizerLayout item={item}>
      <Typography role="alert">{failure}</Typography>
    </VisualizerLayout>
  );
}
