import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run lint:layers` (.dependency-cruiser.cjs) run on a small tree of the same layout: clean,
 * it passes; with one back-edge per rule and two cycles added (one closed by a lazy `import()`
 * loader), it fails and names each of them. The same command and config as the real check.
 */
const root = path.resolve(import.meta.dirname, '..');
const depcruise = path.join(root, 'node_modules/.bin/depcruise');
const config = path.join(root, '.dependency-cruiser.cjs');

/** Files by path; each imports what a module of its layer may. */
const clean: Record<string, string> = {
  'workers/sort/sortTypes.ts': "export const sorts = ['bubblesort'];\n",
  'src/render/bars.ts': "import { sorts } from '../../workers/sort/sortTypes';\nexport const bars = sorts.length;\n",
  'src/engine/session/RunSession.ts': 'export class RunSession {}\n',
  'src/engine/url/useUrlState.ts': 'export const useUrlState = () => ({});\n',
  'src/engine/page/usePlayback.ts': 'export const usePlayback = () => ({});\n',
  'src/engine/page/useVisualizerPage.ts': [
    "import { bars } from '../../render/bars';",
    "import { RunSession } from '../session/RunSession';",
    "import { useUrlState } from '../url/useUrlState';",
    "import { usePlayback } from './usePlayback';",
    'export const useVisualizerPage = () => [bars, new RunSession(), useUrlState(), usePlayback()];',
    '',
  ].join('\n'),
  'src/families/sort/SortPage.ts':
    "import { useVisualizerPage } from '../../engine/page/useVisualizerPage';\nexport default () => useVisualizerPage();\n",
  'src/families/sort/sortFamily.ts':
    "import { sorts } from '../../../workers/sort/sortTypes';\nexport const sortFamily = { values: sorts, loadPage: () => import('./SortPage') };\n",
  'src/families/sort/SortPage.test.ts': "import { RunSession } from '../../engine/session/RunSession';\nexport const session = new RunSession();\n",
  'src/families/search/SearchPage.ts':
    "import { useVisualizerPage } from '../../engine/page/useVisualizerPage';\nexport default () => useVisualizerPage();\n",
  'src/families/search/searchFamily.ts': "export const searchFamily = { values: ['linearsearch'], loadPage: () => import('./SearchPage') };\n",
  'src/families/allFamilies.test.ts':
    "import { searchFamily } from './search/searchFamily';\nimport { sortFamily } from './sort/sortFamily';\nexport const all = [sortFamily, searchFamily];\n",
  'src/app/catalogue.ts':
    "import { searchFamily } from '../families/search/searchFamily';\nimport { sortFamily } from '../families/sort/sortFamily';\nexport const families = [sortFamily, searchFamily];\n",
  'src/app/routes.ts': "import { families } from './catalogue';\nexport const routes = families.length;\n",
  'src/families/sort/sortTitles.ts': "export const sortTitles = { bubblesort: 'Bubble Sort' };\n",
  'src/app/shell/shellRoute.ts': "import { sortTitles } from '../../families/sort/sortTitles';\nexport const title = sortTitles.bubblesort;\n",
  'src/app/shell/shellRoute.test.ts':
    "import { families } from '../catalogue';\nimport { title } from './shellRoute';\nexport const checked = [families, title];\n",
  'src/embed/EmbedApp.ts': "import { families } from '../app/catalogue';\nexport const shown = families[0];\n",
};

/** One violation of each rule, by the file that adds it. */
const backEdges: Record<string, string> = {
  'src/engine/story/sortWords.ts': "import { sortFamily } from '../../families/sort/sortFamily';\nexport const words = sortFamily;\n",
  'src/engine/layout/Footer.ts': "import { routes } from '../../app/routes';\nexport const footer = routes;\n",
  'src/families/search/raceSorts.ts': "import { sortFamily } from '../sort/sortFamily';\nexport const rival = sortFamily;\n",
  'src/families/sort/shareLink.ts': "import { families } from '../../app/catalogue';\nexport const link = families;\n",
  'src/families/sort/SortSession.ts': "import { RunSession } from '../../engine/session/RunSession';\nexport const session = new RunSession();\n",
  'src/render/grid.ts': "import type { useVisualizerPage } from '../engine/page/useVisualizerPage';\nexport type Page = typeof useVisualizerPage;\n",
  'workers/sort/narrate.ts': "import { bars } from '../../src/render/bars';\nexport const said = bars;\n",
  // A page that imports its own entry: the entry's lazy loader closes the circle.
  'src/families/search/SearchPage.ts': "import { searchFamily } from './searchFamily';\nexport default () => searchFamily;\n",
  // The boot shell within reach of the family entries' page loaders, through the app's routes.
  'src/app/shell/bootShell.ts': "import { routes } from '../routes';\nexport const shell = routes;\n",
  // The embed player within reach of the site's routes (and so its shell, sign-in, feedback).
  'src/embed/EmbedFooter.ts': "import { routes } from '../app/routes';\nexport const footer = routes;\n",
  // Two app modules that import each other.
  'src/app/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
  'src/app/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
};

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs depcruise as `npm run lint:layers` does, in `dir`, with extra arguments; a failing run still prints its report. */
function depcruiseIn(dir: string, ...args: string[]): Promise<{ stdout: string; code: number }> {
  return promisify(execFile)(depcruise, ['src', 'workers', '--config', config, ...args], { cwd: dir, maxBuffer: 16 * 1024 * 1024 }).then(
    ({ stdout }) => ({ stdout, code: 0 }),
    (error: { stdout: string; code: number }) => ({ stdout: error.stdout, code: error.code }),
  );
}

/**
 * The check on a tree of these files: whether the command fails (it exits with its number of
 * errors), and the violations it reports, as 'rule: from → to'.
 */
async function check(files: Record<string, string>): Promise<{ fails: boolean; violations: string[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'layer-rules-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const [plain, json] = await Promise.all([depcruiseIn(dir), depcruiseIn(dir, '--output-type', 'json')]);
  const { violations } = (JSON.parse(json.stdout) as { summary: { violations: Violation[] } }).summary;
  return { fails: plain.code !== 0, violations: violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort() };
}

describe('the layer check', () => {
  it('passes a tree whose modules import only their own layer and the ones below (a test across families, and the shell’s test of the catalogue, included)', async () => {
    expect(await check(clean)).toEqual({ fails: false, violations: [] });
  });

  it('fails on each back-edge and on each cycle, lazy import() loaders included, and names them', async () => {
    const { fails, violations } = await check({ ...clean, ...backEdges });
    expect(fails).toBe(true);
    expect(violations).toEqual(
      [
        'boot-shell-reaches-no-page-loader: src/app/shell/bootShell.ts → src/families/search/searchFamily.ts',
        'boot-shell-reaches-no-page-loader: src/app/shell/bootShell.ts → src/families/sort/sortFamily.ts',
        'embed-reaches-nothing-of-the-site-shell: src/embed/EmbedFooter.ts → src/app/routes.ts',
        'engine-imports-no-app: src/engine/layout/Footer.ts → src/app/routes.ts',
        'engine-imports-no-family: src/engine/story/sortWords.ts → src/families/sort/sortFamily.ts',
        'family-imports-no-app: src/families/sort/shareLink.ts → src/app/catalogue.ts',
        'family-imports-no-other-family: src/families/search/raceSorts.ts → src/families/sort/sortFamily.ts',
        'family-page-goes-through-the-page-hook: src/families/sort/SortSession.ts → src/engine/session/RunSession.ts',
        'no-cycle: src/app/a.ts → src/app/b.ts',
        // A cycle is reported once, at one of its edges: here the lazy loader's.
        'no-cycle: src/families/search/searchFamily.ts → src/families/search/SearchPage.ts',
        'render-imports-nothing-of-src: src/render/grid.ts → src/engine/page/useVisualizerPage.ts',
        'workers-import-nothing-of-src: workers/sort/narrate.ts → src/render/bars.ts',
      ].sort(),
    );
  });
});
