import { owner } from '../../content/owner';
import { navRoutes, selectedNavRoute } from '../layout/navRoutes';
import { routePathOf } from '../routing/routePath';
import { navIconOf, type ShellIcon, shellIcons } from './shellIcons';
import { type ShellRoute, shellRouteOf } from './shellRoute';

/**
 * The boot shell: the opened route's chrome (the site's side navigator and top header, or a
 * visualizer's title bar with its back arrow) drawn with plain DOM the moment the page's small
 * entry script runs, so the first paint does not wait for React, MUI and the page's chunk
 * (issue 14, first paint). Its links are real links; it says 'Loading…' until the page
 * replaces it (in words, not a spinner: an animation would make the compositor redraw the
 * window every frame while the app loads, which on a slow device without a GPU delays the page
 * itself). It sits beside #root, and the app removes it in the same commit that renders the
 * page's own chrome (routes.tsx), so the header is never doubled and does not move. Styles:
 * bootShell.css, held to the app's by e2e/firstPaint.e2e.ts.
 */
export const BOOT_SHELL_ID = 'boot-shell';

type Child = Node | string;

function el(tag: string, attrs: Record<string, string>, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function icon(name: ShellIcon): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', shellIcons[name]);
  svg.append(path);
  return svg;
}

const current = (selected: boolean): Record<string, string> => (selected ? { 'aria-current': 'page' } : {});

/** Where the page will be. */
const loading = () => el('p', { class: 'boot-shell__loading', role: 'status' }, 'Loading…');

/** SiteLayout's chrome: side navigator, top header (name, main navigation; the account slot stays empty until the app knows). */
function siteShell(path: string): HTMLElement {
  const selected = selectedNavRoute(navRoutes, path);
  const side = el(
    'nav',
    { 'aria-label': 'Side', class: 'boot-shell__rail' },
    ...navRoutes.map((route) =>
      el('a', { href: `#${route.path}`, ...current(route === selected) }, icon(navIconOf[route.path]!), el('span', {}, route.label)),
    ),
  );
  const main = el(
    'nav',
    { 'aria-label': 'Main', class: 'boot-shell__nav' },
    ...navRoutes.map((route) => el('a', { href: `#${route.path}`, ...current(route === selected) }, route.label)),
  );
  const header = el(
    'header',
    { class: 'boot-shell__appbar' },
    el('div', { class: 'boot-shell__toolbar' }, el('a', { href: '#/', class: 'boot-shell__name' }, owner.profile.name), main),
  );
  return el('div', { class: 'boot-shell boot-shell--site' }, side, el('div', { class: 'boot-shell__column' }, header, loading()));
}

/** VisualizerLayout's title bar: the back arrow to the family's section, and the page's title when the value is known. */
function visualizerShell(route: Extract<ShellRoute, { kind: 'visualizer' }>): HTMLElement {
  const back = el('a', { href: `#${route.backLink}`, 'aria-label': 'Back', class: 'boot-shell__back' }, icon('ArrowBack'));
  const title = route.title === undefined ? [] : [el('h1', { class: 'boot-shell__title' }, route.title)];
  const header = el('header', { class: 'boot-shell__title-bar' }, back, ...title);
  return el('div', { class: 'boot-shell boot-shell--visualizer' }, header, loading());
}

export function bootShellOf(route: ShellRoute): HTMLElement | null {
  const shell = route.kind === 'site' ? siteShell(route.path) : route.kind === 'visualizer' ? visualizerShell(route) : null;
  shell?.setAttribute('id', BOOT_SHELL_ID);
  return shell;
}

export function bootShellShown(): boolean {
  return document.getElementById(BOOT_SHELL_ID) !== null;
}

let stopFollowing: (() => void) | undefined;

/**
 * Set on <html> while the opened route is the printable CV and its page is not drawn yet: it has
 * no chrome to draw, but it is a white sheet, not the site's navy, from the first paint on
 * (global.css). Once drawn, the page's own `.cv` keeps the page white.
 */
export const PAPER_PAGE_ATTRIBUTE = 'data-paper-page';

/**
 * Draws the shell of the route in `location.hash` before #root, and redraws it if the visitor
 * follows one of its links before the app has loaded.
 */
export function showBootShell(): void {
  const draw = () => {
    const route = shellRouteOf(routePathOf(location.hash));
    const shell = bootShellOf(route);
    document.documentElement.toggleAttribute(PAPER_PAGE_ATTRIBUTE, route.kind === 'bare');
    document.getElementById(BOOT_SHELL_ID)?.remove();
    if (shell) document.body.prepend(shell);
  };
  addEventListener('hashchange', draw);
  stopFollowing = () => removeEventListener('hashchange', draw);
  draw();
}

/** The app has drawn the page (or given up): the shell goes, in the same frame. */
export function removeBootShell(): void {
  stopFollowing?.();
  stopFollowing = undefined;
  document.getElementById(BOOT_SHELL_ID)?.remove();
  document.documentElement.removeAttribute(PAPER_PAGE_ATTRIBUTE);
}

/** The app's code could not be loaded: say so where 'Loading…' was, rather than load for ever. */
export function bootShellFailed(): void {
  const status = document.querySelector(`#${BOOT_SHELL_ID} .boot-shell__loading`);
  if (!status) return;
  status.setAttribute('role', 'alert');
  status.textContent = 'The site could not be loaded. Check the connection and reload the page.';
}
