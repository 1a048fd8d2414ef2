// `npm start`: build the site, start the Firebase Auth emulator (unless a real Firebase project
// or an external emulator is configured), then run the one server that serves the site.
// Prints the URL to open; Ctrl+C stops the server and the emulator, as does a SIGTERM to npm or to this script.
import { spawn, spawnSync } from 'node:child_process';
import { tsImport } from 'tsx/esm/api';

const projectId = process.env.FIREBASE_PROJECT_ID || 'demo-portfolio';
const wantsEmulator = !process.env.FIREBASE_AUTH_EMULATOR_HOST && projectId.startsWith('demo-');

// The emulator starts while the site builds; its port is free-picked and handed to the server,
// which tells the built site at runtime (GET /auth-config.json).
const { startAuthEmulator } = await tsImport('../server/testing/authEmulator.ts', import.meta.url);
const { whenParentGone } = await tsImport('../server/testing/watchdog.ts', import.meta.url);
const emulatorStarting = wantsEmulator ? startAuthEmulator({ projectId }) : Promise.resolve(null);
emulatorStarting.catch(() => {});

const built = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
let emulator;
try {
  emulator = await emulatorStarting;
} catch (error) {
  console.error(`Could not start the Firebase Auth emulator: ${error.message}`);
  process.exit(1);
}
if (built.status !== 0) {
  await emulator?.stop();
  process.exit(built.status ?? 1);
}
if (emulator) console.log(`  Firebase Auth emulator (${emulator.projectId}) at http://${emulator.host}`);

const env = { ...process.env, FIREBASE_PROJECT_ID: projectId };
if (emulator) env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit', env });

const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// A SIGTERM sent to npm ends npm's shell, not this script: stop when that shell is gone.
whenParentGone(stop);
server.on('exit', async (code) => {
  await emulator?.stop();
  process.exit(code ?? 0);
});
