import { useEffect } from 'react';
import { owner } from '../content/owner';

/** The site's own name: index.html's <title> too, the title until a page sets its own (documentTitle.test.ts keeps them equal). */
export const SITE_NAME = 'Portfolio — Algorithm Visualizers';

/**
 * The one rule for a page's title: the page's name, then the site's. The page's name comes
 * first so tabs, history entries and bookmarks tell pages apart where they are cut short, and a
 * screen reader announces the new page on a hash navigation (WCAG 2.4.2).
 */
export function pageTitle(page?: string): string {
  return page ? `${page} — ${SITE_NAME}` : SITE_NAME;
}

/** Every route's title. The printable CV is named after its owner: Chrome's 'Save as PDF' takes the title as the file's name. */
export const titles = {
  home: pageTitle(),
  projects: pageTitle('Projects'),
  cv: pageTitle('CV/Resume'),
  cvDocument: `${owner.profile.name} — CV`,
  realtime: pageTitle('Realtime Apps'),
  notFound: pageTitle('Page not found'),
  /** A visualizer or game by its catalogue title; an unknown value shows nothing, under the site's name. */
  visualizer: (type: string | undefined) => pageTitle(type),
} as const;

/** Sets the document's title while the calling page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
