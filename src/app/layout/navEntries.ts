import type { SvgIconComponent } from '@mui/icons-material';
import Description from '@mui/icons-material/Description';
import Home from '@mui/icons-material/Home';
import Widgets from '@mui/icons-material/Widgets';
import { type NavRoute, navRoutes, selectedNavRoute } from './navRoutes';

export interface NavEntry extends NavRoute {
  Icon: SvgIconComponent;
}

const icons: Record<(typeof navRoutes)[number]['path'], SvgIconComponent> = { '/': Home, '/projects': Widgets, '/cv': Description };

/** The shared chrome's navigation (spec §2) with the side navigator's icons. */
export const navEntries: readonly NavEntry[] = navRoutes.map((route) => ({ ...route, Icon: icons[route.path] }));

/** The entry that owns the current route; none on a route outside the navigation. */
export function selectedEntry(path: string): NavEntry | undefined {
  return selectedNavRoute(navEntries, path);
}
