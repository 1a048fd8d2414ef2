import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { killGroup, WATCHDOG } from './watchdog';

/** `server/main.ts` as a process of its own: what `npm start` runs, here one node of a cluster. */
export interface NodeProcess {
  /** "http://127.0.0.1:PORT" */
  url: string;
  wsUrl: string;
  /** SIGKILL ends it like a crash (no 'client left' from the node itself); SIGTERM is a clean stop. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

const STARTUP_TIMEOUT_MS = 60_000;

/**
 * Starts a server node on a free port with `env` added (REDIS_URL, the emulator host, ...)
 * under the watchdog, so it never outlives the process that started it, and resolves with its
 * URL once it prints it. `dataDir` and `distDir` default to a temp dir of its own.
 */
export async function startNodeProcess(env: Record<string, string>): Promise<NodeProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), 'signalling-node-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['-e', WATCHDOG, String(process.pid), dir, process.execPath, '--import', 'tsx', path.resolve('server/main.ts')],
    {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DIST_DIR: dir, DATA_DIR: dir, LOG_SILENT: '1', ...env },
    },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`node did not start within ${STARTUP_TIMEOUT_MS} ms:\n${output}`)), STARTUP_TIMEOUT_MS);
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8000);
      const found = /running at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`node exited (${code}) before starting:\n${output}`));
    });
  });
  return {
    url,
    wsUrl: url.replace('http', 'ws'),
    async kill(signal) {
      killGroup(child, signal);
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
