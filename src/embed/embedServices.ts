import type { ComponentType } from 'react';
import type { PageServices } from '../engine/layout/pageServices';
import { type EmbedOptions, LOOP_PAUSE_MS } from './embedKeys';
import { embedDriverWatch } from './embedPlayback';

/** Where the embed's stage is (EmbedLayout marks it): what `autoplay=1` waits to see. */
function stageElement(): Element {
  return document.querySelector('[data-testid="embed-stage"]') ?? document.body;
}

/**
 * What the embed player gives a visualizer page (the site's is src/app/catalogue/siteServices.ts):
 * the embed's chrome, no siblings or back link, its footer ('Open on the site'), its autoplay and
 * loop. No Share or Embed action inside it, so copying says nothing.
 */
export function embedServices(options: EmbedOptions, Footer: ComponentType): PageServices {
  return {
    chrome: 'embed',
    familyOf: () => ({ title: '', backLink: '', siblings: [], siblingHref: () => '' }),
    Footer,
    copyLink: (url) => navigator.clipboard.writeText(url),
    controls: options.controls,
    wrapDriver: options.autoplay || options.loop ? embedDriverWatch(options, stageElement, LOOP_PAUSE_MS) : undefined,
  };
}
