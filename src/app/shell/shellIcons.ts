/**
 * The path data of the few MUI icons the boot shell draws before MUI has loaded (the side
 * navigator's and the visualizer header's back arrow). shellIcons.test.tsx checks each against
 * the icon the app renders, so the shell cannot drift from it.
 */
export const shellIcons = {
  Home: 'M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z',
  Widgets: 'M13 13v8h8v-8zM3 21h8v-8H3zM3 3v8h8V3zm13.66-1.31L11 7.34 16.66 13l5.66-5.66z',
  Description: 'M14 2H6c-1.1 0-1.99.9-1.99 2L4 20c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8zm2 16H8v-2h8zm0-4H8v-2h8zm-3-5V3.5L18.5 9z',
  ArrowBack: 'M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z',
} as const;

export type ShellIcon = keyof typeof shellIcons;

/** The side navigator's icon per nav path (navEntries.ts gives the app the same icons). */
export const navIconOf: Record<string, ShellIcon> = { '/': 'Home', '/projects': 'Widgets', '/cv': 'Description' };
