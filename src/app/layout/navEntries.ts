import type { SvgIconComponent } from '@mui/icons-material';
import Description from '@mui/icons-material/Description';
import Home from '@mui/icons-material/Home';
import Widgets from '@mui/icons-material/Widgets';

export interface NavEntry {
  path: string;
  /** Other route prefixes this entry stands for (the realtime room is one of the projects). */
  alsoOwns?: string[];
  label: string;
  Icon: SvgIconComponent;
}

/** The shared chrome's navigation (spec §2): Home, Projects, CV/Resume. */
export const navEntries: readonly NavEntry[] = [
  { path: '/', label: 'Home', Icon: Home },
  { path: '/projects', label: 'Projects', Icon: Widgets, alsoOwns: ['/realtimeapps'] },
  { path: '/cv', label: 'CV/Resume', Icon: Description },
];

/** Exactly one entry is selected: the one whose path owns the current route. */
export function selectedEntry(path: string): NavEntry {
  const owns = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  const match = navEntries.find((e) => e.path !== '/' && [e.path, ...(e.alsoOwns ?? [])].some(owns));
  return match ?? navEntries[0];
}
