import Box from '@mui/material/Box';
import { type KeyboardEvent, memo, type PointerEvent, useRef, useState } from 'react';
import { GRID_SIZE } from '../../../workers/search/searchTypes';
import type { Marker } from './marker';
import { cellLabel } from './searchWords';

interface Props {
  grid: string;
  /** What the search did to each cell (GridModel.searchMarks), '' for nothing: read into the cells' labels. */
  marks: string;
  selected: Marker | null;
  /** Editing is off while a search runs (spec §4). */
  disabled: boolean;
  onPress: (cell: number) => void;
  /** A drag that began at `origin` moved from cell `from` to cell `to`. */
  onPaint: (origin: number, from: number, to: number) => void;
}

const rows = Array.from({ length: GRID_SIZE }, (_, r) => r);

const cellStyles = {
  // Two-tone, so it shows on every colour a cell can have: the frontier is the yellow a one-colour
  // ring had, and 'being expanded' is white.
  '& [role=gridcell]:focus-visible': { outline: '3px solid #0a1522', outlineOffset: '-3px', boxShadow: 'inset 0 0 0 5px #ffffff' },
  // S and E in letters, not only green and red (1.5:1 apart, the pair colour-blind eyes confuse);
  // sized to the cell (about 20 px on a phone, 28 px on a desktop), dark on the light fills.
  // A class, not :has(): a :has() rule is re-checked as the cells under it change, and at Fastest they all do.
  '& .search-cell-marker': { containerType: 'size', display: 'grid', placeItems: 'center' },
  '& .search-marker': { font: '800 60cqh/1 system-ui, sans-serif', color: '#0a1522', pointerEvents: 'none' },
} as const;

/**
 * The grid's editing layer over the canvas: a transparent ARIA grid of the same square (one
 * gridcell per cell, roving focus: arrows move, Enter or Space presses), whose pointer events
 * are read from coordinates so mouse, pen and touch drags paint alike.
 */
export function GridEditor({ grid, marks, selected, disabled, onPress, onPaint }: Props) {
  const [focus, setFocus] = useState(0);
  const square = useRef<HTMLDivElement>(null);
  const drag = useRef<{ origin: number; last: number } | null>(null);

  const cellAt = (event: PointerEvent) => {
    const box = square.current?.getBoundingClientRect();
    if (!box || box.width === 0) return -1;
    const c = Math.floor(((event.clientX - box.left) / box.width) * GRID_SIZE);
    const r = Math.floor(((event.clientY - box.top) / box.height) * GRID_SIZE);
    return r >= 0 && r < GRID_SIZE && c >= 0 && c < GRID_SIZE ? r * GRID_SIZE + c : -1;
  };
  const down = (event: PointerEvent) => {
    const cell = cellAt(event);
    if (disabled || cell < 0) return;
    event.preventDefault();
    square.current?.setPointerCapture?.(event.pointerId);
    drag.current = { origin: cell, last: cell };
    onPress(cell);
  };
  const move = (event: PointerEvent) => {
    const d = drag.current;
    const cell = cellAt(event);
    if (!d || disabled || cell < 0 || cell === d.last) return;
    onPaint(d.origin, d.last, cell);
    d.last = cell;
  };
  const up = () => {
    drag.current = null;
  };
  const key = (event: KeyboardEvent) => {
    const r = Math.floor(focus / GRID_SIZE);
    const c = focus % GRID_SIZE;
    const moves: Record<string, number> = {
      ArrowUp: Math.max(0, r - 1) * GRID_SIZE + c,
      ArrowDown: Math.min(GRID_SIZE - 1, r + 1) * GRID_SIZE + c,
      ArrowLeft: r * GRID_SIZE + Math.max(0, c - 1),
      ArrowRight: r * GRID_SIZE + Math.min(GRID_SIZE - 1, c + 1),
      Home: r * GRID_SIZE,
      End: r * GRID_SIZE + GRID_SIZE - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocus(moves[event.key]!);
      square.current?.querySelector<HTMLElement>(`[data-cell="${moves[event.key]}"]`)?.focus();
    } else if ((event.key === 'Enter' || event.key === ' ') && !disabled) {
      event.preventDefault();
      onPress(focus);
    }
  };

  return (
    // A size container: the square is 100cqmin, the largest square the canvas's box holds, exactly
    // where the renderer draws the grid (gridSquare), so each cell's tap target is the cell drawn.
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        pointerEvents: 'none',
        containerType: 'size',
      }}
    >
      <Box
        ref={square}
        role="grid"
        aria-label="Search grid"
        aria-readonly={disabled}
        data-testid="search-grid"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onKeyDown={key}
        sx={{
          width: '100cqmin',
          height: '100cqmin',
          flex: 'none',
          display: 'grid',
          gridTemplateRows: `repeat(${GRID_SIZE}, 1fr)`,
          pointerEvents: 'auto',
          touchAction: 'none',
          userSelect: 'none',
          ...cellStyles,
        }}
      >
        {rows.map((r) => {
          const kinds = grid.slice(r * GRID_SIZE, (r + 1) * GRID_SIZE);
          return (
            <GridRow
              key={r}
              row={r}
              kinds={kinds}
              marks={marks.slice(r * GRID_SIZE, (r + 1) * GRID_SIZE)}
              selected={selected !== null && kinds.includes(selected) ? selected : null}
              focus={Math.floor(focus / GRID_SIZE) === r ? focus % GRID_SIZE : -1}
              onFocusCell={setFocus}
            />
          );
        })}
      </Box>
    </Box>
  );
}

interface RowProps {
  row: number;
  kinds: string;
  marks: string;
  selected: Marker | null;
  /** The focused column in this row, -1 for none. */
  focus: number;
  onFocusCell: (cell: number) => void;
}

/**
 * One row of cells, re-rendered only when its cells, their marks, a picked marker in it or the
 * focus in it changes: not when a run starts or ends (the grid's `disabled` flips then, at
 * Fastest several times a second), and after a run only the rows the search touched.
 */
const GridRow = memo(function GridRow({ row, kinds, marks, selected, focus, onFocusCell }: RowProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a CSS grid row over the canvas; its cells take focus
    <div role="row" style={{ display: 'grid', gridTemplateColumns: `repeat(${GRID_SIZE}, 1fr)` }}>
      {rows.map((c) => {
        const cell = row * GRID_SIZE + c;
        const picked = selected !== null && kinds[c] === selected;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a CSS grid laid over the canvas; table layout would not match it
          <div
            key={c}
            role="gridcell"
            data-cell={cell}
            tabIndex={c === focus ? 0 : -1}
            aria-selected={picked}
            aria-label={cellLabel(cell, kinds[c]!, marks[c])}
            onFocus={() => onFocusCell(cell)}
            className={kinds[c] === 'S' || kinds[c] === 'E' ? 'search-cell search-cell-marker' : 'search-cell'}
            style={{ outline: picked ? '3px solid #ffffff' : undefined, outlineOffset: -3 }}
          >
            {(kinds[c] === 'S' || kinds[c] === 'E') && (
              <span aria-hidden="true" className="search-marker">
                {kinds[c]}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
});
