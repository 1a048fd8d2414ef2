/** What the page says when a new build of the site is waiting (issue 51), each said once. */
export const NEW_VERSION_AVAILABLE = 'A new version is available';
export const RELOAD = 'Reload';
