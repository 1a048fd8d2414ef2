import { existsSync } from 'node:fs';
import path from 'node:path';
import { startAppServer } from './appServer';
import { loadConfig } from './config';
import { createFeatures } from './features';
import { log, setLogSilent } from './log';

/**
 * Start-up cannot go on: one log line saying why (printed even with LOG_SILENT=1, since
 * nothing else will be), no stack trace, and a non-zero exit.
 */
function exitAtStartup(event: string, error: unknown): never {
  setLogSilent(false);
  log('error', event, { message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

function loadConfigOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    // A bad environment (or the Auth emulator variable in production) must stop the server.
    exitAtStartup('config_invalid', error);
  }
}

const config = loadConfigOrExit();
if (!existsSync(path.join(config.distDir, 'index.html'))) {
  log('warn', 'site_not_built', { distDir: config.distDir, hint: 'run npm run build first' });
}
async function startOrExit() {
  let features: Awaited<ReturnType<typeof createFeatures>>;
  try {
    features = await createFeatures(config);
  } catch (error) {
    // An unreachable REDIS_URL, say: say so in one line instead of a stack trace.
    exitAtStartup('startup_failed', error);
  }
  try {
    return await startAppServer(config, features);
  } catch (error) {
    // The port is taken, say (appServer words it).
    exitAtStartup('startup_failed', error);
  }
}

const running = await startOrExit();
log('info', 'server_started', { url: running.url });
console.log(`\n  Portfolio running at ${running.url}/\n`);

let stopping = false;
const shutdown = async (signal: string) => {
  // Under a watchdog the signal comes twice (to the process group, and forwarded by the
  // watchdog): stop once, not two interleaved close()s.
  if (stopping) return;
  stopping = true;
  log('info', 'server_stopping', { signal });
  await running.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
