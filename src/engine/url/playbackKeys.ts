import type { PlaybackState } from './codec';

/**
 * The URL keys every visualizer page reads the same way (codec.ts's PlaybackState): a link to a
 * sibling page of the same family keeps them. A module of its own, so the site's catalogue can
 * name them without the codecs coming into its chunk.
 */
export const PLAYBACK_KEYS = ['speed', 'fastest'] as const satisfies readonly (keyof PlaybackState)[];
