// `npm run start:cluster`: the product on two server nodes that share rooms through Redis.
// Builds the site; starts Debian's redis-server (free port, temp dir, nothing saved), one
// Firebase Auth emulator and two nodes of server/main.ts with REDIS_URL set; prints each
// node's URL. Ctrl+C stops everything; if this process is killed, the watchdog each child runs
// under ends it (nothing outlives its starter).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const projectId = process.env.FIREBASE_PROJECT_ID || 'demo-portfolio';
const { redisServerAvailable, startRedisServer } = await tsImport('../server/testing/redisServer.ts', import.meta.url);
const { startAuthEmulator } = await tsImport('../server/testing/authEmulator.ts', import.meta.url);
const { WATCHDOG, killGroup, whenParentGone } = await tsImport('../server/testing/watchdog.ts', import.meta.url);

if (!redisServerAvailable()) {
  console.error('redis-server is not installed. On Debian/Ubuntu, as root: apt-get install -y redis-server');
  process.exit(1);
}

const starting = Promise.all([startRedisServer(), startAuthEmulator({ projectId })]);
starting.catch(() => {});
const built = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
let redis;
let emulator;
try {
  [redis, emulator] = await starting;
} catch (error) {
  console.error(`Could not start Redis or the Auth emulator: ${error.message}`);
  process.exit(1);
}
const nodes = [];
let stopping = false;
const stopAll = async (code) => {
  if (stopping) return;
  stopping = true;
  for (const node of nodes) killGroup(node, 'SIGTERM');
  await Promise.all(nodes.map((node) => (node.exitCode === null && node.signalCode === null ? new Promise((r) => node.once('exit', r)) : null)));
  await Promise.all([redis.stop(), emulator.stop()]);
  process.exit(code);
};
if (built.status !== 0) await stopAll(built.status ?? 1);

/**
 * One node: the same server `npm start` runs, rooms in the shared Redis, on a port it binds
 * itself (PORT=0; a port picked here and bound later could be taken meanwhile) and prints.
 */
async function startNode(name) {
  const watchdogDir = mkdtempSync(path.join(tmpdir(), `cluster-${name}-`));
  const env = { ...process.env, PORT: '0', REDIS_URL: redis.url, FIREBASE_AUTH_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: projectId };
  const child = spawn(process.execPath, ['-e', WATCHDOG, String(process.pid), watchdogDir, process.execPath, '--import', 'tsx', 'server/main.ts'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env,
  });
  nodes.push(child);
  child.on('exit', (code) => {
    // The watchdog removes its dir only when this script dies; after a clean stop we do.
    rmSync(watchdogDir, { recursive: true, force: true });
    if (stopping) return; // our own Ctrl+C / SIGTERM: no news
    console.error(`${name} exited (${code ?? 'signal'}); stopping the cluster`);
    void stopAll(1);
  });
  return await new Promise((resolve) => {
    let seen = '';
    child.stdout.on('data', (chunk) => {
      // Each node's log lines, marked with its name; the "running at" line tells us it is up.
      for (const line of chunk
        .toString()
        .split('\n')
        .filter((l) => l.trim())) {
        if (/running at/.test(line)) continue;
        console.log(`[${name}] ${line}`);
      }
      seen += chunk.toString();
      const running = /running at (http:\/\/\S+\/)/.exec(seen);
      if (running) resolve(running[1]);
    });
  });
}

const urls = await Promise.all([startNode('node1'), startNode('node2')]);
console.log(`\n  Redis at ${redis.url} (rooms shared by both nodes)`);
console.log(`  Firebase Auth emulator (${projectId}) at http://${emulator.host}`);
for (const [i, url] of urls.entries()) console.log(`  node${i + 1}: ${url}`);
console.log('');

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
// A SIGTERM sent to npm ends npm's shell, not this script: stop when that shell is gone.
whenParentGone(() => void stopAll(0));
