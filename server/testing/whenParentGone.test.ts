import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const watchdogModule = path.resolve(__dirname, 'watchdog.ts');
let dir = '';
let watcherPid = 0;
let starter: ChildProcess | null = null;

afterEach(() => {
  // A test that failed half-way leaves neither process behind.
  starter?.kill('SIGKILL');
  if (watcherPid) {
    try {
      process.kill(watcherPid, 'SIGKILL');
    } catch {
      // already stopped, as it should be
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

describe('whenParentGone', () => {
  it('stops a process once the process that started it has ended without telling it, and not before', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'parent-gone-'));
    const state = path.join(dir, 'state');
    const release = path.join(dir, 'release');
    // The watcher: what `npm start` runs, started by a parent (npm's `sh -c`) that will end.
    const watcher = [
      `import { writeFileSync } from 'node:fs';`,
      `import { whenParentGone } from ${JSON.stringify(watchdogModule)};`,
      `writeFileSync(${JSON.stringify(state)}, 'watching ' + process.pid);`,
      `whenParentGone(() => { writeFileSync(${JSON.stringify(state)}, 'stopped'); process.exit(0); }, process.ppid, 50);`,
      // Kept alive by something else, as the server child keeps start.mjs alive.
      'setInterval(() => {}, 1000);',
    ].join('\n');
    // The parent starts it and lives until the test says, then ends without signalling it.
    const parent = [
      `const { spawn } = require('node:child_process');`,
      `const { existsSync } = require('node:fs');`,
      `spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', ${JSON.stringify(watcher)}], { stdio: 'ignore', detached: true }).unref();`,
      `setInterval(() => { if (existsSync(${JSON.stringify(release)})) process.exit(0); }, 25);`,
    ].join('\n');
    const started = spawn(process.execPath, ['-e', parent], { stdio: 'ignore' });
    starter = started;
    const exited = new Promise((resolve) => started.once('exit', resolve));

    await expect.poll(() => read(state), { timeout: 15_000 }).toMatch(/^watching/);
    watcherPid = Number(read(state).split(' ')[1]);
    // While its parent lives, the watcher keeps going.
    await new Promise((r) => setTimeout(r, 300));
    expect(read(state)).toMatch(/^watching/);

    writeFileSync(release, '');
    await exited;
    await expect.poll(() => read(state), { timeout: 5_000 }).toBe('stopped');
  }, 30_000);
});
