import { splitHash } from '../url/hashQuery';

/**
 * The embed code the Embed action copies (issue 49): an iframe of the embed player showing the
 * page as it is now, ready to paste into a course page or a post.
 */

/**
 * Where the embed player is served: its own small page (embed/index.html, src/embed/), the one
 * page of the site other sites may frame (server/securityHeaders.ts names the same path).
 */
export const EMBED_PATH = '/embed/';

/** The embed player showing the page as it is now: `{origin}/embed/#/{route}?{state}`, the route and state Share copies. */
export function embedUrlOfPage(): string {
  const { path, query } = splitHash(window.location.hash);
  return `${window.location.origin}${EMBED_PATH}#${path}${query ? `?${query}` : ''}`;
}

/**
 * The frame's size in the code: wide enough for the pseudocode beside the stage
 * (layout/embedMedia.ts), the usual 3:2 of a blog column. The player fills whatever size the
 * host page gives it instead, from 320×240 up.
 */
export const EMBED_FRAME_SIZE = { width: 720, height: 480 } as const;

export interface EmbedFrame {
  /** The embed player's address with the page's route and state (embedUrlOfPage). */
  src: string;
  /** The frame's accessible name: the page's title. */
  title: string;
  width?: number;
  height?: number;
}

/** Text for a double-quoted HTML attribute: a title with quotes or angle brackets stays one attribute. */
function attribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * `<iframe src="…" width="…" height="…" title="…" loading="lazy" allow="autoplay"></iframe>`:
 * loaded only when the reader scrolls near it; `allow="autoplay"` lets the page's own media
 * policy, not the frame, decide (the player is muted when it plays by itself anyway).
 */
export function iframeCode({ src, title, width = EMBED_FRAME_SIZE.width, height = EMBED_FRAME_SIZE.height }: EmbedFrame): string {
  return `<iframe src="${attribute(src)}" width="${width}" height="${height}" title="${attribute(title)}" loading="lazy" allow="autoplay"></iframe>`;
}
