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
    } finally {
      await a.stop();
    }
    expect(await answers(a.host)).toBe(false);
    expect(await answers(b.host)).toBe(true);
    await b.stop();
    expect(await answers(b.host)).toBe(false);
  });

  it('refuses a non-demo project id (it would need real credentials and the network)', async () => {
    await expect(startAuthEmulator({ projectId: 'my-real-project' })).rejects.toThrow(/demo-/);
  });
});
