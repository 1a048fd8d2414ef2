import { MAX_SPEED, MIN_SPEED } from '../visualizers/engine/speed';
import { type Fields, type PlaybackState, playbackDefaults, playbackFields } from '../visualizers/engine/urlState/codec';
import { intField } from '../visualizers/engine/urlState/fields';

/**
 * The games' AIs take hundreds of steps (a sudoku ~60–500, 15 queens thousands): at the engine's
 * default 2.5 s a step, Solve would look stuck. A game opens at 300 ms a step (left out of the
 * URL like any default); the slider still reaches the whole range.
 */
const GAME_SPEED = -300;

export const gamePlaybackDefaults: PlaybackState = { ...playbackDefaults, speed: GAME_SPEED };
export const gamePlaybackFields: Fields<PlaybackState> = { ...playbackFields, speed: intField(MIN_SPEED, MAX_SPEED, GAME_SPEED) };
