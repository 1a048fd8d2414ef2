/** Everything an 8-puzzle step can change, declared once: a keyframe copies it whole (modelState.ts). */
export interface EightPuzzleState {
  /** The 3×3 tiles in reading order, 0 for the blank. */
  tiles: Uint8Array;
  /** A*'s slides shown so far. */
  slides: number;
  /** -2 before A* has answered, -1 when it found nothing within the cap. */
  optimal: number;
  /** The states A* expanded. */
  expanded: number;
  /** A*'s last move in words ('' before its first, and on a board set by hand). */
  step: string;
  /** The tile A*'s last move slid (0 before its first). */
  tile: number;
}

export function initialEightPuzzleState(tiles: readonly number[]): EightPuzzleState {
  return { tiles: Uint8Array.from(tiles), slides: 0, optimal: -2, expanded: 0, step: '', tile: 0 };
}
