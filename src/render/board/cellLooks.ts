import type { CellLook } from './boardView';

interface Colours {
  bg: string;
  fg: string;
  border: string;
  bold?: boolean;
  /** The colours in words, for looks a game's description names (gameInfo.ts): kept beside the colours they describe. */
  words?: string;
}

/** White or pale text on dark fills: every pair stays above 4.5:1. */
export const cellLooks: Record<CellLook, Colours> = {
  plain: { bg: '#1e2a38', fg: '#ffffff', border: '#546e7a' },
  clue: { bg: '#455a64', fg: '#ffffff', border: '#546e7a', bold: true },
  entry: { bg: '#1e2a38', fg: '#90caf9', border: '#546e7a' },
  tried: { bg: '#0d3b66', fg: '#ffe082', border: '#546e7a', words: 'yellow on blue' },
  backtracked: { bg: '#b71c1c', fg: '#ffffff', border: '#ef9a9a', words: 'red' },
  light: { bg: '#4e5d6c', fg: '#ffffff', border: '#4e5d6c' },
  dark: { bg: '#263341', fg: '#ffffff', border: '#263341' },
  conflict: { bg: '#c62828', fg: '#ffffff', border: '#ffcdd2', words: 'red' },
  won: { bg: '#1b5e20', fg: '#ffffff', border: '#66bb6a' },
  tile: { bg: '#1565c0', fg: '#ffffff', border: '#90caf9', bold: true },
  tileSolved: { bg: '#1565c0', fg: '#ffffff', border: '#66bb6a', bold: true, words: 'green borders' },
  blank: { bg: '#0a1522', fg: '#ffffff', border: '#263341' },
};

export const HIGHLIGHT_OUTLINE = '#ffd54f';
/**
 * The keyboard focus ring, inside the highlight outline: a dark band against the yellow
 * highlight (and a cell's border), then a white one against every cell fill (each above 3:1).
 * The highlight's outline replaced the browser's focus ring, so a focused cell the last move
 * touched (a winning line, a sudoku try) showed no focus at all.
 */
export const FOCUS_RING = { gap: '#0a1522', ring: '#ffffff' } as const;
/** The lines between a sudoku's boxes: lighter than every cell border, so the boxes stand out. */
export const BOX_LINE_COLOUR = '#cfd8dc';
