// `npm run bench:trace`: a Chromium trace of the sort page at 4× and where each frame's time
// goes, per thread (see bench/trace.ts and bench/README.md). Takes about a minute.
import { spawnSync } from 'node:child_process';

const result = spawnSync(process.execPath, ['--import', 'tsx', 'bench/trace.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, LOG_SILENT: '1' },
});
process.exit(result.status ?? 1);
