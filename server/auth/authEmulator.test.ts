import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { mintIdToken, startAuthEmulator } from '../testing/authEmulator';

async function answers(host: string): Promise<boolean> {
  try {
    return (await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

describe('startAuthEmulator', () => {
  it('runs two emulators side by side on free ports and stops each completely', async () => {
    const [a, b] = await Promise.all([startAuthEmulator(), startAuthEmulator({ projectId: 'demo-harness-b' })]);
    try {
      expect(a.host).toMatch(/^127\.0\.0\.1:\d+$/);
      expect(a.host).not.toBe(b.host);
      expect(b.projectId).toBe('demo-harness-b');
      expect(await answers(a.host)).toBe(true);
      expect(await answers(b.host)).toBe(true);
      // Accounts live in one emulator only.
      const minted = await mintIdToken(a.host, a.projectId, { email: 'ha@example.com', name: 'Ha Placeholder' });
      expect(minted.uid).toMatch(/\w{10,}/);
      // Issue 52's flake: a third one told a's port must fail, not take a for its own.
      await expect(startAuthEmulator({ port: Number(a.host.split(':')[1]) })).rejects.toThrow(/port taken/);
      expect(await answers(a.host)).toBe(true);
    } finally {
      await a.stop();
    }
    expect(await answers(a.host)).toBe(false);
    expect(await answers(b.host)).toBe(true);
    await b.stop();
    expect(await answers(b.host)).toBe(false);
  }, 240_000); // three cold CLI starts on a shared 2-core machine

  it('ends the emulator when the process that started it dies without stopping it', async () => {
    const script = `
      import { startAuthEmulator } from './server/testing/authEmulator.ts';
      const emulator = await startAuthEmulator();
      console.log(emulator.host);
      process.kill(process.pid, 'SIGKILL');
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let host = '';
    child.stdout.on('data', (chunk: Buffer) => {
      host += chunk.toString();
    });
    await new Promise((resolve) => child.once('exit', resolve));
    host = host.trim();
    expect(host).toMatch(/^127\.0\.0\.1:\d+$/);
    const deadline = Date.now() + 15_000;
    while ((await answers(host)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
    expect(await answers(host)).toBe(false);
  }, 180_000);

  it('refuses a non-demo project id (it would need real credentials and the network)', async () => {
    await expect(startAuthEmulator({ projectId: 'my-real-project' })).rejects.toThrow(/demo-/);
  });
});
