import { existsSync } from 'node:fs';
import path from 'node:path';
import { startAppServer } from './appServer';
import { loadConfig } from './config';
import { createFeatures } from './features';
import { log } from './log';

const config = loadConfig();
if (!existsSync(path.join(config.distDir, 'index.html'))) {
  log('warn', 'site_not_built', { distDir: config.distDir, hint: 'run npm run build first' });
}
const running = await startAppServer(config, await createFeatures(config));
log('info', 'server_started', { url: running.url });
console.log(`\n  Portfolio running at ${running.url}/\n`);

const shutdown = async (signal: string) => {
  log('info', 'server_stopping', { signal });
  await running.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
