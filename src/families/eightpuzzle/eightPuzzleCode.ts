import { manhattan } from '../../../workers/games/eightPuzzle';
import { EIGHT_PUZZLE_LINE } from '../../../workers/games/eightPuzzlePseudocode';
import { type CodePosition, NO_CODE } from '../../engine/story/code';
import type { EightPuzzleModel } from './eightPuzzleModel';

/**
 * Where A* stands, read from what the run has shown: nothing before it answered; its answer (the
 * goal's g, which is the fewest moves, and the states it expanded) until the first slide; then
 * each slide along the path, with the node it leads to: g the moves made, h its Manhattan
 * distance, f = g + h. With a consistent h, f never falls along an optimal path and ends at g.
 */
export function eightPuzzleCode(model: EightPuzzleModel): CodePosition {
  const { optimal, expanded, slides, tile, tiles } = model.state;
  if (model.beforeSearch) return NO_CODE;
  if (optimal < 0) return { line: EIGHT_PUZZLE_LINE.none, variables: [['expanded', expanded]] };
  if (slides === 0)
    return {
      line: EIGHT_PUZZLE_LINE.found,
      variables: [
        ['g', optimal],
        ['h', 0],
        ['f', optimal],
        ['expanded', expanded],
      ],
    };
  const h = manhattan(Array.from(tiles));
  return {
    line: EIGHT_PUZZLE_LINE.slide,
    variables: [
      ['move', `${slides} of ${optimal}`],
      ['tile', tile],
      ['g', slides],
      ['h', h],
      ['f', slides + h],
    ],
  };
}
