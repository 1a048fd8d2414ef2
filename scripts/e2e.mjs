// Browser tests: vitest with the e2e config (it builds the site and starts the server itself).
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, LOG_SILENT: '1' },
});
process.exit(result.status ?? 1);
