import { type ComponentType, createContext, useContext } from 'react';
import type { Extras } from '../session/familyAdapter';
import type { RunUi } from '../session/uiSlices';
import type { UiStore } from '../store/uiStore';

/** What drives a page's run, as the chrome around a page may see it (RunSession and RaceSession have it). */
export interface PageDriver {
  readonly store: UiStore<RunUi<Extras>>;
  readonly running: boolean;
  play(): Promise<void>;
  pause(): void;
  toggle(): Promise<void>;
  stepForward(): Promise<void>;
  stepBack(): Promise<void>;
  seek(target: number): Promise<void>;
}

/** The route of a visualizer or game page, as the site's catalogue has it. */
export interface PageItem {
  /** The route's family prefix (`sortvisualizer`, `games`). */
  family: string;
  /** The route value, exactly as spec §2 spells it. */
  value: string;
  /** Display name (spec §3's "type"). */
  type: string;
  /** Hash route path, e.g. `/sortvisualizer/bubblesort`. */
  link: string;
  /** Preview image URL. */
  pic: string;
}

/** A page's family as the page chrome shows it: its back link and the sibling cards under the page. */
export interface PageFamilyInfo {
  /** Section title ('Sort Visualizers'): the sibling cards read 'More Sort Visualizers'. */
  title: string;
  /** Where the header's back arrow goes (spec §2). */
  backLink: string;
  siblings: readonly PageItem[];
  /** A sibling's link with the part of this page's state it carries (`hash`: this page's own). */
  siblingHref(sibling: PageItem, hash: string): string;
}

/**
 * What the site around a visualizer page gives it: the engine imports no app module, so the app
 * passes these in (and an embed passes its own: no footer, links to the full site).
 */
export interface PageServices {
  /**
   * Which page chrome surrounds the visualizer: the site's (header, settings, description,
   * siblings, footer), an embed's in another site's frame (stage, transport, outcome), or the
   * realtime room's section (stage, transport, settings; no page chrome of its own).
   */
  chrome: 'site' | 'embed' | 'room';
  familyOf(item: PageItem): PageFamilyInfo;
  /** The site footer under a page (feedback, contacts); null for none. */
  Footer: ComponentType | null;
  /**
   * Given the driver of the page's run (its session, or a race) once it exists: the chrome may
   * watch it (an embed's autoplay and loop) or hand back a stand-in that the transport and the
   * page keys drive instead (the room's, which tells the other member of every action). Called
   * again with each new driver; `release` ends what the last call started.
   */
  wrapDriver?<D extends PageDriver>(driver: D): { driver: D; release(): void };
  /** Copies a link and says whether it worked, in the spec's words ('Link copied to clipboard' / 'Error generating link'). */
  copyLink(url: string): Promise<void>;
  /**
   * Copies the page's embed code (an iframe of the embed player: controls/EmbedButton.tsx) and
   * says whether it worked ('Embed code copied to clipboard' / 'Error generating link'). Left out
   * where a page offers no Embed action (inside an embed, the room).
   */
  copyEmbedCode?(code: string): Promise<void>;
  /** False: the chrome shows the stage and its outcome only (an embed's `controls=0`). Shown when left out. */
  controls?: boolean;
  /**
   * 'Share my page': opens the realtime room with this page (its share link) in the room's
   * Visualizer section. Absent where there is no room to go to (an embed, the room itself).
   */
  openInRoom?(link: string): void;
}

/** Without a provider (unit tests): no siblings, no footer, copying says nothing. */
const standalone: PageServices = {
  chrome: 'site',
  familyOf: () => ({ title: '', backLink: '', siblings: [], siblingHref: (sibling) => `#${sibling.link}` }),
  Footer: null,
  copyLink: async (url) => navigator.clipboard.writeText(url),
};

const PageServicesContext = createContext<PageServices>(standalone);

export const PageServicesProvider = PageServicesContext.Provider;

export function usePageServices(): PageServices {
  return useContext(PageServicesContext);
}
