/**
 * The layers of src/ and workers/ (issue 46), checked by `npm run lint:layers` (part of
 * `npm run lint`, so of `npm test` and CI). From the bottom up:
 *
 *   workers/     the algorithms, run in web workers: no DOM, no React, nothing of the site
 *   src/render   the canvas and DOM painters: may use workers/ (op codes, types)
 *   src/engine   what every visualizer shares (player, session, page hook, URL state, chrome):
 *                may use render and workers, and nothing of a family or of the site
 *   src/families/<family>   one family's page, model, adapter, codec and catalogue entry:
 *                may use the engine, render and workers, never another family or the site
 *   the app      everything else in src/ (src/app, src/pages, src/services, src/realtime,
 *                src/content, src/main.tsx, and the embed player src/embed): the site, which puts
 *                the families in its catalogue and passes the engine its services (toasts, the
 *                share link, back links)
 *
 * Each layer knows only the ones below it, so a family can be added, an engine change made or
 * the engine embedded elsewhere without the rest of the tree coming along; and nothing imports
 * in a circle, lazy `import()` loaders included, so each module's place in the build is plain.
 * Type-only imports count: a type from the layer above is a back-edge all the same.
 * scripts/layerRules.test.ts shows each rule failing on a small tree with the violation in it.
 */

/** src/ outside the three lower layers: the site. */
const APP = '^src/(?!(engine|families|render)/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment:
        'A cycle makes the modules in it one unit: none can be loaded, tested or moved without the others, and with a lazy ' +
        'import() in it the bundler has to guess which chunk each module belongs to. Take the shared part down a layer, or ' +
        'pass it in.',
      from: { path: '^(src|workers)/' },
      to: { circular: true },
    },
    {
      name: 'engine-imports-no-family',
      severity: 'error',
      comment: 'The engine serves every family alike: what one family needs is passed in through its binding or adapter.',
      from: { path: '^src/engine/' },
      to: { path: '^src/families/' },
    },
    {
      name: 'engine-imports-no-app',
      severity: 'error',
      comment:
        'The engine runs inside whatever site hosts it (the portfolio, an embed): site services such as toasts, the share ' +
        'link and the footer come in through pageServices.tsx.',
      from: { path: '^src/engine/' },
      to: { path: APP },
    },
    {
      name: 'family-imports-no-other-family',
      severity: 'error',
      comment:
        'Each family stands alone, so one can change or go without touching another; what two share belongs in the engine, ' +
        'render or workers. Tests directly in src/families/ (src/families/*.test.ts) check every family together: they are ' +
        'the one place that imports several, and no module imports them.',
      from: { path: '^src/families/([^/]+)/' },
      to: { path: '^src/families/', pathNot: '^src/families/$1/' },
    },
    {
      name: 'family-imports-no-app',
      severity: 'error',
      comment: 'The app lists the families in its catalogue, not the other way round: what a page needs of the site comes through the engine\'s pageServices.',
      from: { path: '^src/families/' },
      to: { path: APP },
    },
    {
      name: 'family-page-goes-through-the-page-hook',
      severity: 'error',
      comment:
        'A family page gets its session, URL state and playback from useVisualizerPage (or runBinding for a game\'s own ' +
        'session): wiring RunSession, useUrlState or usePlayback by hand is how pages drifted apart before issue 46. ' +
        'Tests may still drive a session directly.',
      from: { path: '^src/families/', pathNot: '\\.(test|testSupport)\\.tsx?$' },
      to: { path: '^src/engine/(session/RunSession|url/useUrlState|page/usePlayback)\\.ts$' },
    },
    {
      name: 'boot-shell-reaches-no-page-loader',
      severity: 'error',
      comment:
        'The boot shell (src/app/shell/) is in the entry script, ahead of the app: with a family entry (its page loader) ' +
        'within its reach, the bundler split the modules the app shares with those pages into many small chunks, 1.5 kB more ' +
        'of the home route\'s JavaScript (shellRoute.ts). It reads titles from the families\' *Titles.ts modules instead. ' +
        'Its tests may check those against the catalogue.',
      from: { path: '^src/app/shell/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/families/[^/]+/[^/]+Family\\.ts$', reachable: true },
    },
    {
      name: 'embed-reaches-nothing-of-the-site-shell',
      severity: 'error',
      comment:
        'The embed player (src/embed/, issue 49) shows one page in another site\'s frame: the site\'s shell, routes, layout, ' +
        'toasts, feedback, sign-in, services, room and pages must not come with it (they would load Firebase and read who is ' +
        'signed in). It may use the catalogue, the theme and the route error boundary.',
      from: { path: '^src/embed/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/(services|realtime|pages)/|^src/app/(start|App|routes|shell|layout|auth|feedback|toast|pwa)\\b', reachable: true },
    },
    {
      name: 'render-imports-nothing-of-src',
      severity: 'error',
      comment: 'The painters draw what they are given: they may read op codes and types from workers/, nothing above them.',
      from: { path: '^src/render/' },
      to: { path: '^src/', pathNot: '^src/render/' },
    },
    {
      name: 'workers-import-nothing-of-src',
      severity: 'error',
      comment:
        'Worker code runs in a worker, without the DOM or React: anything of src/ it imported would come into the worker ' +
        'bundle. Tests that replay a worker\'s run on a page\'s model live with the family, in src/families/.',
      from: { path: '^workers/' },
      to: { path: '^src/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are dependencies too (see above).
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
