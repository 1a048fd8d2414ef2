/**
 * The embed player's room (issue 49), as media queries of its frame: the frame is the viewport
 * inside it. EmbedLayout, the transport and the pseudocode panel fold by the same lines.
 */

/** Below 480 px wide the controls fold to Play, step and speed. */
export const EMBED_NARROW = '@media (max-width: 479.98px)';

/** Room for the pseudocode beside the stage: wide enough for both, tall enough for a few lines. */
export const EMBED_SIDE_PANEL_QUERY = '(min-width: 720px) and (min-height: 320px)';
export const EMBED_SIDE_PANEL = `@media ${EMBED_SIDE_PANEL_QUERY}`;
