/**
 * The games' rows of `npm run bench`: the sudoku solver and the N-Queen AI at Fastest, on their
 * DOM boards. Each page's session is driven through the same bench target as the sort page;
 * `load` replays the page's own board (the bars the benchmark offers mean nothing to a game).
 */
import type { Page } from 'playwright-core';
import { type FrameTarget, familyCpus } from './frameTarget';
import { exposeSessionTarget } from './sessionTarget';
import { fastestOnly } from './speeds';

/**
 * A fixed hard sudoku and 14 queens in normal order (3785 operations, the longest N-Queen run).
 * The sudoku is Arto Inkala's 21-clue puzzle (one solution; 27,561 solver operations): a freshly
 * generated 'hard' puzzle took anything from 128 to 23,000 operations (eight draws), so the row
 * measured a different run length, and a different share of reloads, on every bench run.
 */
const SUDOKU_PUZZLE = '800000000003600000070090200050007000000045700000100030001000068008500010090000400';

async function adaptGamePage(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__visualizerSession && document.querySelector('[data-testid="visualizer-stage"] [role="grid"]'));
  await exposeSessionTarget(page, 'game page', (session) => {
    const replayable = session as unknown as { input: never };
    return () => session.load(replayable.input);
  });
}

const gameTarget = (renderer: string, path: string): FrameTarget => ({ renderer, path, cpus: familyCpus, speeds: fastestOnly, adapt: adaptGamePage });

/** A hard sudoku (20 clues: the longest searches) and 14 queens in normal order (3785 operations, the longest N-Queen run). */
export const gameTargets: FrameTarget[] = [
  gameTarget('sudoku-solver', `/?bench#/games/soduko?level=hard&puzzle=${SUDOKU_PUZZLE}`),
  gameTarget('nqueen-ai', '/?bench#/games/nqueen?n=14&order=normal'),
];
