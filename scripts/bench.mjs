// `npm run bench`: builds the site and the DOM baseline, then measures frame rows (each run traced),
// idle pages, heap growth, start latency and first paint in headless Chromium and checks goals A–F
// (see bench/frameBench.ts and bench/README.md). The whole run takes about 40 minutes, the idle rows 10 of them.
import { spawnSync } from 'node:child_process';

const result = spawnSync(process.execPath, ['--import', 'tsx', 'bench/frameBench.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, LOG_SILENT: '1' },
});
process.exit(result.status ?? 1);
