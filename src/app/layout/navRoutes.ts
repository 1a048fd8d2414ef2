/** One destination of the shared chrome's navigation, without its icon. */
export interface NavRoute {
  path: string;
  /** Other route prefixes this entry stands for (the realtime room is one of the projects). */
  alsoOwns?: readonly string[];
  label: string;
}

/**
 * The shared chrome's navigation (spec §2): Home, Projects, CV/Resume. Kept free of the icons
 * (and so of MUI) because the boot shell draws this navigation before the app has loaded.
 */
export const navRoutes = [
  { path: '/', label: 'Home' },
  { path: '/projects', label: 'Projects', alsoOwns: ['/realtimeapps'] },
  { path: '/cv', label: 'CV/Resume' },
] as const satisfies readonly NavRoute[];

/**
 * The entry whose path owns the current route, if one does. A route none owns (the not-found
 * page) selects none: marking Home there would have a screen reader say 'Home, current page'
 * on a page that is not Home.
 */
export function selectedNavRoute<T extends NavRoute>(entries: readonly T[], path: string): T | undefined {
  // Matched as wouter matches routes: letter case ignored.
  const route = path.toLowerCase();
  const owns = (prefix: string) => route === prefix || route.startsWith(`${prefix}/`);
  return entries.find((e) => (e.path === '/' ? route === '/' : [e.path, ...(e.alsoOwns ?? [])].some(owns)));
}
