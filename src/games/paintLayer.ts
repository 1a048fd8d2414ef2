/**
 * Styles that give a block its own paint layer without changing how it looks: `position:
 * relative` (no offsets) gives it a layer, `isolation: isolate` makes that layer a stacking
 * context, whose painting the browser records once and reuses while nothing inside changed.
 * Without it the games page is one paint layer: every frame that changed a counter or the
 * progress text re-recorded the whole 1280×1850 page (traced at 4× on the sudoku row: a
 * page-sized Paint in every frame). Unlike `contain: paint`, it clips nothing.
 */
export const ownPaintLayer = { position: 'relative', isolation: 'isolate' } as const;
