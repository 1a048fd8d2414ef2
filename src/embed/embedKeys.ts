/**
 * The embed player's own keys in its hash query (issue 49; README: Page state in the URL):
 * `/embed/#/{family}/{value}?{the page's state}&autoplay=1&loop=1&controls=0`. They belong to
 * the frame, not to the page: the page's codec never sees them (embedQueryStore.ts), so it does
 * not call them 'not a setting of this page', and the link to the site leaves them behind.
 */
import { defineCodec } from '../engine/url/codec';
import { flagField } from '../engine/url/fields';

export interface EmbedOptions {
  /** `autoplay=1`: play once the stage is in view (muted: an embed has no sound). */
  autoplay: boolean;
  /** `loop=1`: after the end, wait LOOP_PAUSE_MS and play the same input again. */
  loop: boolean;
  /** `controls=0`: the stage and its outcome only. */
  controls: boolean;
}

export const EMBED_KEYS: readonly (keyof EmbedOptions)[] = ['autoplay', 'loop', 'controls'];

export const embedDefaults: EmbedOptions = { autoplay: false, loop: false, controls: true };

/** The pause between the end of a run and its replay with `loop=1`. */
export const LOOP_PAUSE_MS = 2000;

const embedCodec = defineCodec<EmbedOptions>({ autoplay: flagField, loop: flagField, controls: flagField });

export function isEmbedKey(key: string): boolean {
  return (EMBED_KEYS as readonly string[]).includes(key);
}

/**
 * The options in a query's embed part (embedQueryStore.ts: splitQuery), with a note for each
 * value refused ('Ignored loop: must be 1 or 0'); a refused or missing key has its default.
 */
export function readEmbedOptions(embedPart: string): { options: EmbedOptions; notes: string[] } {
  const { state, notes } = embedCodec.decode(new URLSearchParams(embedPart));
  return { options: { ...embedDefaults, ...state }, notes };
}
