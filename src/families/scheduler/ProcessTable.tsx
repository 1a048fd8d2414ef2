import Box from '@mui/material/Box';
import { useEffect, useMemo, useRef } from 'react';
import { ownPaintLayer } from '../../engine/stage/paintLayer';
import { fixedFirstColumn } from './fixedFirstColumn';
import { ProcessTableRows, processColumns } from './processTableRows';
import type { SchedulerSession } from './schedulerSession';
import { STAGE_COLOUR, scrollEdgeCue } from './scrollEdgeCue';

/** The names' column, which stays in place while the figures scroll sideways under it (fixedFirstColumn.ts). */
const NAME_REM = 4.5;
const NAME_COLUMN = `${NAME_REM}rem`;
/** Each figure's column at its narrowest: its header wraps ('Quantum / used'), a figure never does. */
const FIGURE_REM = 5.5;

/**
 * The live process table (spec §3 columns); it scrolls sideways in its own box on a phone, the
 * process names fixed at its left, and says so above it while it does. React draws the header
 * once; the rows follow the engine's UI updates (four times a second, and at once on load, play
 * and finish) through ProcessTableRows, which writes only changed cells, and while a run plays
 * only in the rows in view.
 * Its columns are laid out fixed (equal widths, at least FIGURE_REM each, scrolling sideways
 * below that): with automatic layout every changed figure made the browser measure all 450
 * cells again to size the columns, the largest part of a frame's layout. Shadows at its edges
 * show that it scrolls (scrollEdgeCue.ts).
 */
export function ProcessTable({ session, showPriority }: { session: SchedulerSession; showPriority: boolean }) {
  const body = useRef<HTMLTableSectionElement>(null);
  const columns = useMemo(() => processColumns(showPriority, session.model.algorithm === 'roundrobin'), [session, showPriority]);

  useEffect(() => {
    const element = body.current;
    if (!element) return;
    const rows = new ProcessTableRows(element, columns);
    // While the run plays, the rows out of view wait until they come into view or it stops.
    const update = () => rows.show(session.model, session.store.getSnapshot().status === 'running');
    update();
    const unsubscribe = session.store.subscribe(update);
    return () => {
      unsubscribe();
      rows.disconnect();
      element.replaceChildren();
    };
  }, [session, columns]);

  const fullWidth = `${NAME_REM + columns.length * FIGURE_REM}rem`;
  // A compositing layer of its own (will-change): the table's figures change every tick, and in
  // the page's layer, under its edge cue's backgrounds that scroll with the content, each change
  // had the software rasteriser repaint far more than the cells. At Fastest, 1× CPU, the scheduler
  // row read 39-40 fps that way and 47-48 this way, as with the table not painted at all
  // (bench/README.md, twentieth round).
  return (
    // The box's width decides whether the table scrolls; a container query shows the hint then only.
    <Box sx={{ containerType: 'inline-size', mt: 1 }}>
      <Box
        aria-hidden
        data-testid="process-table-hint"
        sx={{ fontSize: '0.75rem', color: 'text.secondary', mb: 0.5, [`@container (min-width: ${fullWidth})`]: { display: 'none' } }}
      >
        Scroll the table sideways for all {columns.length + 1} columns →
      </Box>
      <Box
        component="section"
        tabIndex={0}
        aria-label="Process table"
        sx={{
          ...ownPaintLayer,
          ...scrollEdgeCue(STAGE_COLOUR, NAME_COLUMN),
          ...fixedFirstColumn(STAGE_COLOUR, NAME_COLUMN),
          willChange: 'transform',
          overflowX: 'auto',
          fontSize: '0.8rem',
          // '& > table', not '& table': that key is fixedFirstColumn's, which this would replace.
          '& > table': { width: '100%', tableLayout: 'fixed', minWidth: fullWidth },
          '& th, & td': { px: 0.5, py: 0.25, textAlign: 'right', whiteSpace: 'nowrap', borderBottom: '1px solid rgba(255,255,255,0.15)' },
          '& thead th': { whiteSpace: 'normal', verticalAlign: 'bottom' },
        }}
      >
        <table data-testid="process-table">
          <thead>
            <tr>
              <th scope="col">Process</th>
              {columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody ref={body} />
        </table>
      </Box>
    </Box>
  );
}
