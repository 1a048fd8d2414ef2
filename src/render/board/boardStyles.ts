import { BOX_LINE, boxLineOffsetsCss } from './boardGeometry';
import type { BoardView, CellLook } from './boardView';
import { BOX_LINE_COLOUR, cellLooks, FOCUS_RING, HIGHLIGHT_OUTLINE } from './cellLooks';

/** The stage's background (StageFrame), behind the gaps between cells. */
const STAGE_COLOUR = '#0a1522';

/**
 * The board's stylesheet. Why it is shaped this way (traced at 4× CPU on the sudoku and
 * N-Queen rows): a cell that changed used to rewrite five inline style properties and its text
 * node, and as an item of nested auto-sized CSS grids it could not be laid out on its own, so
 * every frame restyled its cells and laid out the whole page again.
 * - Every cell is absolutely placed at a fixed size with `contain: strict`: a positioned box
 *   is its own layout root (a grid or flex item never is), so a new digit lays out one cell.
 * - A cell's colours come from one attribute, `data-look`, and the highlight from `data-hl`:
 *   a frame writes one attribute per changed cell instead of five style properties.
 * - Keyboard focus is a ring of its own inside the cell (inset shadows, FOCUS_RING), not the
 *   outline the highlight uses: the two show together on a highlighted cell.
 * - The board has a fixed size and `contain: layout size style`, so nothing outside it moves.
 * - The board is a compositing layer of its own (`will-change: transform`), opaque in the
 *   stage's colour: a repaint around it (the stage border turning green or white at every
 *   play and finish, controls below) no longer re-rasters the board's pixels in software, and
 *   the page's tiles under it are hidden rather than blended.
 */
export const BOARD_CSS = `
.gb-grid{position:relative;margin:0 auto;contain:layout size style;user-select:none;touch-action:manipulation;will-change:transform;background:${STAGE_COLOUR}}
.gb-row{position:absolute;left:0;right:0;height:var(--cell);contain:layout size style}
.gb-cell{position:absolute;top:0;width:var(--cell);height:var(--cell);box-sizing:border-box;border:2px solid;border-radius:4px;cursor:pointer;font-size:calc(var(--cell) * 0.55);line-height:calc(var(--cell) - 4px);text-align:center;white-space:nowrap;outline-offset:-3px;contain:strict}
.gb-cell[data-hl]{outline:3px solid ${HIGHLIGHT_OUTLINE}}
.gb-cell:focus-visible:not([data-hl]){outline:none}
.gb-cell:focus-visible{box-shadow:inset 0 0 0 3px ${FOCUS_RING.gap},inset 0 0 0 5px ${FOCUS_RING.ring}}
${(Object.keys(cellLooks) as CellLook[]).map(lookRule).join('\n')}
`;

function lookRule(name: CellLook): string {
  const look = cellLooks[name];
  return `.gb-cell[data-look="${name}"]{background:${look.bg};color:${look.fg};border-color:${look.border};font-weight:${look.bold ? 700 : 400}}`;
}

/**
 * The lines between a sudoku's 3×3 boxes, as background layers of the board: one plain
 * gradient per line in the boundaries' wider gaps. A box boundary that differed from the gaps
 * between cells only by 3 px of the same dark colour was hard to see, and students check a move
 * against its box. No lines for a board without boxes.
 */
export function boxLinesStyle({ rows, cols, boxSize, gap }: BoardView): Partial<CSSStyleDeclaration> {
  if (!boxSize) return { backgroundImage: '', backgroundSize: '', backgroundPosition: '', backgroundRepeat: '' };
  const across = boxLineOffsetsCss(cols, boxSize, gap).map((x) => ({ size: `${BOX_LINE}px 100%`, position: `${x} 0` }));
  const down = boxLineOffsetsCss(rows, boxSize, gap).map((y) => ({ size: `100% ${BOX_LINE}px`, position: `0 ${y}` }));
  const lines = [...across, ...down];
  return {
    backgroundImage: lines.map(() => `linear-gradient(${BOX_LINE_COLOUR}, ${BOX_LINE_COLOUR})`).join(', '),
    backgroundSize: lines.map((line) => line.size).join(', '),
    backgroundPosition: lines.map((line) => line.position).join(', '),
    backgroundRepeat: 'no-repeat',
  };
}
