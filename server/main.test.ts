import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';

// `server/main.ts` as `npm start` runs it, on a port another process already holds.
let occupied: Server;
let port: number;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'main-port-'));
  // Only holds the port: a connection another process opens to it (a parallel test probing a
  // port it was given) is closed at once, or it would keep close() below waiting for ever (a
  // fresh-clone CI run timed out in this afterAll).
  occupied = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => occupied.listen(0, '127.0.0.1', resolve));
  port = (occupied.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((resolve) => occupied.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** Runs main.ts to its end (killed after 60 s) and collects everything it printed. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, HOST: '127.0.0.1', DIST_DIR: dir, DATA_DIR: dir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

it('stops with one line saying the port is in use, and a non-zero exit, when the port is taken', async () => {
  for (const silent of ['', '1']) {
    const { code, output } = await runMain({ PORT: String(port), LOG_SILENT: silent });
    expect(code).toBe(1);
    const lines = output.split('\n').filter((line) => line.trim() !== '');
    expect(lines, output).toHaveLength(1 + (silent ? 0 : 1)); // plus the 'site not built' warning when not silent
    const failure = JSON.parse(lines.at(-1) ?? '') as { level: string; event: string; message: string };
    expect(failure).toMatchObject({
      level: 'error',
      event: 'startup_failed',
      message: `port ${port} on 127.0.0.1 is already in use: stop whatever is using it or set PORT to another port`,
    });
  }
}, 120_000);
