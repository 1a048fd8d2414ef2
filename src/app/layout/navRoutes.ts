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

/** Exactly one entry is selected: the one whose path owns the current route. */
export function selectedNavRoute<T extends NavRoute>(entries: readonly T[], path: string): T {
  const owns = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  const match = entries.find((e) => e.path !== '/' && [e.path, ...(e.alsoOwns ?? [])].some(owns));
  return match ?? entries[0];
}
