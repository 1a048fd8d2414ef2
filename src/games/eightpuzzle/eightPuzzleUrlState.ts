import { gamePlaybackDefaults, gamePlaybackFields } from '../gamePace';
import { GOAL, parseTiles } from '../../../workers/games/eightPuzzle';
import { defineCodec, type PlaybackState } from '../../visualizers/engine/urlState/codec';
import { accept, type Field, refuse } from '../../visualizers/engine/urlState/fields';

/** The 8 puzzle's URL state: `tiles` (9 digits 0–8 row-major, 0 the blank), plus speed and fastest. */
export interface EightPuzzleUrlState extends PlaybackState {
  tiles: number[];
}

const GOAL_TEXT = GOAL.join('');

const tilesField: Field<number[]> = {
  parse: (raw) => {
    const tiles = parseTiles(raw.trim());
    return tiles ? accept(tiles) : refuse('must be the 9 digits 0–8, each once (0 is the blank)');
  },
  format: (tiles) => (tiles.join('') === GOAL_TEXT ? null : tiles.join('')),
};

/** An unsolvable arrangement is accepted as it is: the page says so at once. */
export const eightPuzzleCodec = defineCodec<EightPuzzleUrlState>({ ...gamePlaybackFields, tiles: tilesField });

export const eightPuzzleDefaults = (): EightPuzzleUrlState => ({ ...gamePlaybackDefaults, tiles: [...GOAL] });
