import { randomInt, seededRandom } from '../protocol/random';
import { GRID_SIZE } from './searchTypes';

/**
 * A perfect maze (exactly one route between any two open cells) by the recursive backtracker,
 * seeded so a maze can be reproduced. Rooms sit on even rows and columns 0..16 with walls
 * between; on an even-sized grid the last row and column stay walls except one opening that
 * leads the bottom-right room to the corner. S goes top-left and E bottom-right.
 */
export function generateMaze(seed: number, size = GRID_SIZE): string {
  const cells = new Array<string>(size * size).fill('B');
  const random = seededRandom(seed);
  const rooms = Math.ceil(size / 2);
  const at = (r: number, c: number) => r * size + c;
  const seen = new Uint8Array(rooms * rooms);
  const stack: [number, number][] = [[0, 0]];
  seen[0] = 1;
  cells[0] = '.';
  while (stack.length > 0) {
    const [r, c] = stack[stack.length - 1]!;
    const options = (
      [
        [0, 1],
        [1, 0],
        [0, -1],
        [-1, 0],
      ] as const
    ).filter(([dr, dc]) => r + dr >= 0 && r + dr < rooms && c + dc >= 0 && c + dc < rooms && !seen[(r + dr) * rooms + c + dc]);
    if (options.length === 0) {
      stack.pop();
      continue;
    }
    const [dr, dc] = options[randomInt(random, options.length)]!;
    seen[(r + dr) * rooms + c + dc] = 1;
    cells[at(2 * r + dr, 2 * c + dc)] = '.';
    cells[at(2 * (r + dr), 2 * (c + dc))] = '.';
    stack.push([r + dr, c + dc]);
  }
  if (size % 2 === 0) cells[at(size - 2, size - 1)] = '.';
  cells[0] = 'S';
  cells[size * size - 1] = 'E';
  return cells.join('');
}
