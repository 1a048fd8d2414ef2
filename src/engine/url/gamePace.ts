import { type Fields, type PlaybackState, playbackDefaults, playbackFields, speedField } from './codec';

/**
 * The games' AIs take hundreds to thousands of steps (a sudoku from 50 on Easy to tens of
 * thousands on the hardest puzzles, workers/games/sudokuSolver.ts; 14 queens over 3,000): at the
 * engine's default 2.5 s a step, Solve would look stuck. A game opens at 300 ms a step (left out
 * of the URL like any default); the progress bar shows how long the run is, and the slider and
 * Fastest still reach the whole range.
 */
const GAME_SPEED = -300;

export const gamePlaybackDefaults: PlaybackState = { ...playbackDefaults, speed: GAME_SPEED };
export const gamePlaybackFields: Fields<PlaybackState> = { ...playbackFields, speed: speedField(GAME_SPEED) };
