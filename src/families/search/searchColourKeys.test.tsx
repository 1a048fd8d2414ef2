import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OP_WIDTH } from '../../../workers/protocol/ops';
import { ValueTable } from '../../../workers/protocol/valueTable';
import { searchRunner } from '../../../workers/search/searchRunner';
import { GRID_CELLS, type SearchRunInput } from '../../../workers/search/searchTypes';
import { ColourKey, cssColour } from '../../engine/layout/ColourKey';
import { BarState, barPalette } from '../../render/bars/barState';
import { GridState, gridPalette } from '../../render/grid/gridState';
import { type ArrayInput, arrayAdapter, gridAdapter } from './searchAdapters';
import { BINARY_COLOUR_KEY, GRID_COLOUR_KEY, LINEAR_COLOUR_KEY } from './searchColourKeys';
import { BINARY_HEADER } from './searchWords';

/** Every state byte a model shows over a whole run, step by step. */
function statesDrawn(model: { states: Uint8Array; apply(ops: Int32Array, i: number): void }, input: SearchRunInput): Set<number> {
  const list = [...{ [Symbol.iterator]: () => searchRunner.operations(input, new ValueTable()) }];
  const ops = Int32Array.from(list.flat());
  const seen = new Set<number>(model.states);
  for (let i = 0; i < ops.length / OP_WIDTH; i++) {
    model.apply(ops, i);
    for (const state of model.states) seen.add(state);
  }
  return seen;
}

const colours = (states: Iterable<number>, palette: readonly number[]) => new Set([...states].map((state) => cssColour(palette[state]!)));
const keyColours = (entries: readonly { colour: string }[]) => new Set(entries.map((entry) => entry.colour));

describe('the colour keys under the search stages', () => {
  it('the grid key names every colour a grid search draws but the empty cell, from the grid palette', () => {
    // A wall with a gap: the run draws walls, frontier, visited, the cell being expanded and the path.
    const grid = `S.${'B'.repeat(16)}.E${'.'.repeat(GRID_CELLS - 20)}`;
    const input = { algorithm: 'breadthfirstSearch' as const, grid, diagonal: false, limit: 1 };
    const drawn = statesDrawn(gridAdapter.model.create(input, [2]), input);
    drawn.delete(GridState.Empty);
    expect(keyColours(GRID_COLOUR_KEY)).toEqual(colours(drawn, gridPalette));
    expect(GRID_COLOUR_KEY.map((entry) => entry.label)).toEqual(['Frontier', 'Visited', 'Being expanded', 'Path', 'Wall', 'Start', 'End']);
  });

  it('binary search keys its window, middle, compared bar, discarded part and match; linear search its compared bar and match', () => {
    const binary = (key: number): ArrayInput => ({ algorithm: 'binarysearch', values: [2, 5, 8, 12, 16, 23, 38, 56, 72, 91], key });
    const drawnBinary = new Set([
      ...statesDrawn(arrayAdapter.model.create(binary(23), []), arrayAdapter.worker.runInput(binary(23))),
      ...statesDrawn(arrayAdapter.model.create(binary(10), []), arrayAdapter.worker.runInput(binary(10))),
    ]);
    expect(keyColours(BINARY_COLOUR_KEY)).toEqual(colours(drawnBinary, barPalette));
    expect(BINARY_COLOUR_KEY.map((entry) => entry.label)).toContain('Compared with the key');
    const linear: ArrayInput = { algorithm: 'linearsearch', values: [4, 7, 7, 1, 9], key: 7 };
    const drawnLinear = statesDrawn(arrayAdapter.model.create(linear, []), arrayAdapter.worker.runInput(linear));
    // Every bar's own colour is not keyed, as on the sort page.
    drawnLinear.delete(BarState.Idle);
    expect(keyColours(LINEAR_COLOUR_KEY)).toEqual(colours(drawnLinear, barPalette));
  });

  it('renders as the sort key does, and the binary header names no colour of its own', () => {
    const html = renderToStaticMarkup(<ColourKey entries={GRID_COLOUR_KEY} />);
    expect(html).toMatch(/<ul[^>]*aria-label="Colour key"/);
    expect(html.match(/<li/g)).toHaveLength(7);
    expect(html).toContain(`data-colour="${cssColour(gridPalette[GridState.Path]!)}"`);
    expect(BINARY_HEADER).not.toMatch(/blue|violet|grey|gray|yellow|green|purple/i);
  });
});
