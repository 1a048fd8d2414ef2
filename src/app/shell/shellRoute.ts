import { type FamilyId, valueTitleOf, valueTitles } from '../catalogue/valueTitles';
import { decodeSafely } from '../routing/decodeSafely';

/**
 * The visualizer families' route prefixes, from their titles. The boot shell cannot import the
 * catalogue: its page loaders would then be reachable without the app, and the bundler would
 * split the modules the app shares with those pages into many small chunks (about 1.5 kB more of
 * the home route's initial JavaScript). shellRoute.test.ts checks this list against the catalogue.
 */
export const visualizerFamilies = Object.keys(valueTitles) as FamilyId[];

/**
 * What the opened route shows first, as far as the boot shell needs to know: the shared site
 * chrome (SiteLayout: side navigator and top header), a visualizer's title bar
 * (VisualizerLayout's FormHeader), or no chrome (the printable CV). Mirrors `AppRoutes`
 * (routes.tsx) in its order, and matches as wouter does: percent escapes decoded, letter case
 * ignored, one trailing slash allowed.
 */
export type ShellRoute = { kind: 'site'; path: string } | { kind: 'visualizer'; backLink: string; title?: string } | { kind: 'bare' };

function decodePath(path: string): string {
  try {
    return path.includes('%') ? decodeURI(path) : path;
  } catch {
    return path;
  }
}

/** `path` is the route path as the router sees it (`useHashRouteLocation`'s first value). */
export function shellRouteOf(path: string): ShellRoute {
  const decoded = decodePath(path);
  const trimmed = decoded.length > 1 && decoded.endsWith('/') ? decoded.slice(0, -1) : decoded;
  if (trimmed.toLowerCase() === '/cv/1') return { kind: 'bare' };
  const pair = /^\/([^/]+)\/([^/]+)$/.exec(trimmed);
  const family = pair && visualizerFamilies.find((id) => id.toLowerCase() === pair[1]!.toLowerCase());
  if (!pair || !family) return { kind: 'site', path };
  // The value as the page reads it (routes.tsx: decoded once more, letter case kept). An unknown
  // value shows nothing: the bar has no title, and goes as soon as the app has said so.
  const title = valueTitleOf(family, decodeSafely(pair[2]!));
  return { kind: 'visualizer', backLink: `/projects#${family}`, ...(title === undefined ? {} : { title }) };
}
