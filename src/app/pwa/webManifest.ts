import type { ManifestOptions } from 'vite-plugin-pwa';
// With extensions: vite.config.ts imports this file, and Vite's config loader wants them.
import { owner } from '../../content/owner.ts';
import { theme } from '../theme.ts';

/** Where the installed app's icons are (public/, drawn by scripts/make-app-icons.mjs). */
export const appIcons = {
  any192: '/icons/icon-192.png',
  any512: '/icons/icon-512.png',
  maskable512: '/icons/icon-maskable-512.png',
} as const;

/**
 * The web app manifest: what a browser needs to install the site as an app (issue 51). The
 * names come from the owner's content and the colours from the theme, so neither is said twice;
 * vite.config.ts hands it to vite-plugin-pwa, which writes /manifest.webmanifest and links it
 * from index.html. Routes are hash routes, so every URL here is the site root plus a hash.
 */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: `${owner.profile.name} — Algorithm Visualizers`,
  short_name: owner.profile.shortName,
  description: 'Algorithm visualizers and games that work offline, a printable CV and a realtime room.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: theme.palette.background.default,
  background_color: theme.palette.background.default,
  icons: [
    { src: appIcons.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: appIcons.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: appIcons.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    { name: 'Projects', short_name: 'Projects', url: '/#/projects', icons: [{ src: appIcons.any192, sizes: '192x192', type: 'image/png' }] },
    {
      name: 'Sort visualizer: Bubble Sort',
      short_name: 'Sort',
      url: '/#/sortvisualizer/bubblesort',
      icons: [{ src: appIcons.any192, sizes: '192x192', type: 'image/png' }],
    },
  ],
};
