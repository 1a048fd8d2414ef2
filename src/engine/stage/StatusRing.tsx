import type { CSSProperties } from 'react';

/** The stage frame's border: its width and corner radius in px (the frame's own border is transparent and as wide). */
export const RING_WIDTH = 3;
export const RING_RADIUS = 20;

/** The corner pieces reach this far along the sides; the side strips take the rest. */
const CAP = RING_RADIUS + RING_WIDTH;

const piece: CSSProperties = { position: 'absolute', pointerEvents: 'none', boxSizing: 'border-box', borderStyle: 'solid' };
const cap = (edge: 'top' | 'bottom'): CSSProperties => ({
  ...piece,
  [edge]: -RING_WIDTH,
  left: -RING_WIDTH,
  right: -RING_WIDTH,
  height: CAP,
  borderWidth: edge === 'top' ? `${RING_WIDTH}px ${RING_WIDTH}px 0` : `0 ${RING_WIDTH}px ${RING_WIDTH}px`,
  borderRadius: edge === 'top' ? `${RING_RADIUS}px ${RING_RADIUS}px 0 0` : `0 0 ${RING_RADIUS}px ${RING_RADIUS}px`,
});
const side = (edge: 'left' | 'right'): CSSProperties => ({
  ...piece,
  top: CAP - RING_WIDTH,
  bottom: CAP - RING_WIDTH,
  [edge]: -RING_WIDTH,
  width: RING_WIDTH,
  borderWidth: edge === 'left' ? `0 0 0 ${RING_WIDTH}px` : `0 ${RING_WIDTH}px 0 0`,
});
const pieces = [cap('top'), cap('bottom'), side('left'), side('right')];

/**
 * The run's colour around the stage, drawn as four thin pieces over the frame's transparent
 * border: two rounded caps and two side strips, each a border of its own, painted above the drawing. A new colour repaints
 * those strips and nothing else. As the frame's own border colour it repainted the whole stage
 * each time a run started or ended, and at Fastest runs end and start many times a second: with
 * the software rasteriser the scheduler row read 25 fps at 1× that way and 38 this way, the
 * sudoku row 32 and 37 (bench/README.md, twentieth round). Inline colours, not a class per
 * colour: only these four elements restyle.
 */
export function StatusRing({ colour }: { colour: string }) {
  return (
    <>
      {pieces.map((style, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: four fixed pieces, never reordered.
        <span key={i} aria-hidden data-ring="" style={{ ...style, borderColor: colour }} />
      ))}
    </>
  );
}
