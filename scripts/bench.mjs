// `npm run bench`: builds the site and the DOM baseline, then measures frame rates in headless
// Chromium (see bench/frameBench.ts and bench/README.md). Takes about seven minutes.
import { spawnSync } from 'node:child_process';

const result = spawnSync(process.execPath, ['--import', 'tsx', 'bench/frameBench.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, LOG_SILENT: '1' },
});
process.exit(result.status ?? 1);
