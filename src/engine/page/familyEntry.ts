import type { ComponentType } from 'react';
import type { BoardShape } from '../../render/board/boardShape';
import type { PageItem } from '../layout/pageServices';

/** A family page's module: its default export shows one route value. */
export interface PageModule {
  default: ComponentType<{ item: PageItem }>;
}

/** A game's loading shape, in a module of its own so the site's first load does not carry it. */
export interface OpeningModule {
  /** The board's shape; called on every render of the loading state (N-Queen's size is in its link, read then). */
  openingShape(): BoardShape;
}

/**
 * What a family tells the site that lists it (src/families/<family>/<family>Family.ts): the
 * site's catalogue is the ordered list of these, and knows nothing else of a family. Nothing in
 * an entry may pull the family's code into the site's first load: the page and the games'
 * loading shape come through `import()`.
 */
export interface FamilyEntry<V extends string = string, Route extends string = string> {
  /** The route prefix of its pages (`/{route}/{value}`, spec §2); the four games share `games`. */
  readonly route: Route;
  /** Its route values, in catalogue order, exactly as spec §2 spells them. */
  readonly values: readonly V[];
  /**
   * Each value's display name (spec §3's 'type'): the family's *Titles.ts module, which the boot
   * shell reads as well (it must not import this entry's loaders: shellRoute.ts says why).
   */
  readonly titles: Readonly<Record<V, string>>;
  /** Its page, loaded when one of its routes is opened (Pixi and the workers stay out of the home page). */
  loadPage(): Promise<PageModule>;
  /**
   * A game's board as the page will show it, known before the page's code arrives: the loading
   * state holds room for it, so nothing moves when the board comes.
   */
  loadOpening?(): Promise<OpeningModule>;
  /**
   * The URL keys of its own (beyond speed and fastest, which every page reads) that a link from
   * page `from` to its sibling `to` takes along: only those the sibling reads the same way, so the
   * link never earns an 'Ignored …' note. None when omitted (a game: one value, no sibling of its own).
   */
  carries?(from: V, to: V): readonly string[];
}
