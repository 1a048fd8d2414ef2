/**
 * Styles that give a block its own paint layer without changing how it looks: `position:
 * relative` (no offsets) gives it a layer, `isolation: isolate` makes that layer a stacking
 * context, whose painting the browser records once and reuses while nothing inside changed.
 * Without it a visualizer page is one paint layer: every frame that changed one cell of the
 * stage, a counter or the progress text re-recorded the whole page (traced at 4× CPU throttle:
 * 15-20 ms per frame on the scheduler page, a page-sized Paint in every frame on the sudoku
 * page). Unlike `contain: paint`, it clips nothing (focus rings and value labels may still
 * overflow the block).
 */
export const ownPaintLayer = { position: 'relative', isolation: 'isolate' } as const;
