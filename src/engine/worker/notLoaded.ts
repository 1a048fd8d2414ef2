/** How a browser words lazy code that did not arrive (Chromium, Firefox, Safari). */
const NOT_LOADED = /dynamically imported module|Importing a module script failed/i;

/** True when `error` is a page's or a stage's code that could not be fetched (a lost connection, a tab left open across a deploy). */
export function isNotLoaded(error: unknown): boolean {
  return error instanceof Error && NOT_LOADED.test(error.message);
}

/** What a visitor is told when part of the site's code did not arrive. */
export const NOT_LOADED_WORDS = 'Part of the site could not be loaded. Check your connection, then reload the page.';
