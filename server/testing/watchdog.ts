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

/**
 * Calls `stop` once the process that started this one is gone, checking every `intervalMs` (as
 * WATCHDOG does for the processes it leads). A script run by npm runs under `sh -c`: a SIGTERM
 * sent to npm (a supervisor, `timeout`) ends that shell and never reaches the script, so
 * `npm start` stopped that way left the server and the Auth emulator running on their ports.
 * Ctrl+C signals the whole process group and needs none of this.
 * @public scripts/start.mjs and start-cluster.mjs load it with tsImport, which knip cannot follow.
 */
export function whenParentGone(stop: () => void, parent = process.ppid, intervalMs = 1000): void {
  const timer = setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch (error) {
      // EPERM: a process is there (ours or not); only 'no such process' means it is gone.
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') return;
      clearInterval(timer);
      stop();
    }
  }, intervalMs);
  // The watch alone never keeps a process alive.
  timer.unref();
}
