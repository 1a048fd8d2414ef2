import type { ChildProcess } from 'node:child_process';

/**
 * A tiny watchdog that leads a process group: `node -e WATCHDOG <parentPid> <tempDir> cmd...`.
 * If the process that started it dies without stopping it (a killed test run, Ctrl+C on a
 * script), it removes the temp dir and ends the group instead of leaving an orphaned
 * emulator or Redis holding its ports. Spawn it with `detached: true`.
 */
export const WATCHDOG = `
const [parent, dir, ...cmd] = process.argv.slice(1);
const child = require('node:child_process').spawn(cmd[0], cmd.slice(1), { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 1));
process.on('SIGTERM', () => child.kill('SIGTERM'));
setInterval(() => {
  try { process.kill(Number(parent), 0); } catch {
    require('node:fs').rmSync(dir, { recursive: true, force: true });
    try { process.kill(-process.pid, 'SIGKILL'); } catch {}
  }
}, 1000);
`;

/** Signals the whole group a watchdog leads (the negative pid), if it is still running. */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}
