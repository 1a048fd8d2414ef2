import { type ColourKeyEntry, cssColour } from '../../engine/layout/ColourKey';
import { BarState, type BarStateCode, barPalette } from '../../render/bars/barState';
import { GridState, type GridStateCode, gridPalette } from '../../render/grid/gridState';

/**
 * The colour keys under the search stages, named in the words the cells' labels and the
 * narration use, each colour read from its renderer's palette. Only what each stage draws: a
 * grid has no idle colour to explain (an empty cell is the stage's own), linear search keeps
 * its bars plain but for the one compared and the match, binary search adds its window.
 */
const gridEntries: [GridStateCode, string][] = [
  [GridState.Frontier, 'Frontier'],
  [GridState.Visited, 'Visited'],
  [GridState.Current, 'Being expanded'],
  [GridState.Path, 'Path'],
  [GridState.Blocked, 'Wall'],
  [GridState.Start, 'Start'],
  [GridState.End, 'End'],
];

export const GRID_COLOUR_KEY: readonly ColourKeyEntry[] = gridEntries.map(([state, label]) => ({ label, colour: cssColour(gridPalette[state]!) }));

const barEntry = (state: BarStateCode, label: string): ColourKeyEntry => ({ label, colour: cssColour(barPalette[state]!) });

// The linear bars' own colour (Idle) is every bar's, as on the sort page: not keyed.
export const LINEAR_COLOUR_KEY: readonly ColourKeyEntry[] = [barEntry(BarState.Compare, 'Compared with the key'), barEntry(BarState.Found, 'Match')];

export const BINARY_COLOUR_KEY: readonly ColourKeyEntry[] = [
  barEntry(BarState.Window, 'Window (low to high)'),
  barEntry(BarState.Pivot, 'Middle'),
  barEntry(BarState.Compare, 'Compared with the key'),
  barEntry(BarState.Discarded, 'Discarded'),
  barEntry(BarState.Found, 'Match'),
];
