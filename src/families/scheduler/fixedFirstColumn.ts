/**
 * A table that scrolls sideways in its own box keeps its first column, the names of its rows,
 * in place (issue 47: at 360 px the process table showed Process, Arrival and Burst, and a
 * figure scrolled into view had no name beside it). The column is `width` wide; its cells take
 * the box's colour so the figures scroll under them, with a line at its edge. Pair it with
 * `scrollEdgeCue(background, width)`, whose left shadow then starts at that edge.
 *
 * The table's borders must be `separate` (spacing 0): Chromium leaves a sticky cell's collapsed
 * borders behind when the table scrolls.
 */
export const fixedFirstColumn = (background: string, width: string) =>
  ({
    '& table': { borderCollapse: 'separate', borderSpacing: 0 },
    '& tr > :first-child': {
      position: 'sticky',
      left: 0,
      zIndex: 1,
      width,
      minWidth: width,
      maxWidth: width,
      boxSizing: 'border-box',
      backgroundColor: background,
      boxShadow: 'inset -1px 0 0 rgba(255,255,255,0.3)',
      textAlign: 'left',
    },
  }) as const;
