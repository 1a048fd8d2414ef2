/**
 * The stage frame's colour (engine/StageFrame.tsx; render/pixiApp.ts's STAGE_BACKGROUND, which a
 * DOM page must not import: it loads Pixi). The Gantt chart's slice borders and the process
 * table's edge cue are drawn in it.
 */
export const STAGE_COLOUR = '#0a1522';

/**
 * A cue that a box scrolls sideways (the process table, the editor and Compare on a phone): a
 * soft light shadow at each edge that has more beyond it. CSS only, no scroll listener: two
 * covers in the box's own colour move with the content (attachment local) and hide a shadow
 * fixed to the box (attachment scroll) once that end of the content is in view.
 * `background` is the colour the box sits on; `from` is the width of a first column that stays
 * in place (fixedFirstColumn.ts): the left shadow and its cover start at its edge, where the
 * scrolled figures disappear, not under it.
 */
export const scrollEdgeCue = (background: string, from = '0px') =>
  ({
    backgroundColor: background,
    backgroundImage: [
      `linear-gradient(to right, ${background} 40%, transparent)`,
      `linear-gradient(to left, ${background} 40%, transparent)`,
      'radial-gradient(farthest-side at 0 50%, rgba(255,255,255,0.35), transparent)',
      'radial-gradient(farthest-side at 100% 50%, rgba(255,255,255,0.35), transparent)',
    ].join(', '),
    backgroundPosition: `left ${from} center, right center, left ${from} center, right center`,
    backgroundRepeat: 'no-repeat',
    backgroundSize: '2.5rem 100%, 2.5rem 100%, 0.9rem 100%, 0.9rem 100%',
    backgroundAttachment: 'local, local, scroll, scroll',
  }) as const;
