import type { SvgIconComponent } from '@mui/icons-material';
import Description from '@mui/icons-material/Description';
import Home from '@mui/icons-material/Home';
import Widgets from '@mui/icons-material/Widgets';

export interface NavEntry {
  path: string;
  label: string;
  Icon: SvgIconComponent;
}

/** The shared chrome's navigation (spec §2): Home, Projects, CV/Resume. */
export const navEntries: readonly NavEntry[] = [
  { path: '/', label: 'Home', Icon: Home },
  { path: '/projects', label: 'Projects', Icon: Widgets },
  { path: '/cv', label: 'CV/Resume', Icon: Description },
];

/** Exactly one entry is selected: the one whose path owns the current route. */
export function selectedEntry(path: string): NavEntry {
  const match = navEntries
    .filter((e) => e.path !== '/' && (path === e.path || path.startsWith(`${e.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return match ?? navEntries[0];
}
