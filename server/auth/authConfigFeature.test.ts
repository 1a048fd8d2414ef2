import { afterEach, describe, expect, it } from 'vitest';
import { type RunningServer, startAppServer } from '../appServer';
import { loadConfig } from '../config';
import { createFeatures } from '../features';

let running: RunningServer | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function serve(env: Record<string, string>) {
  const config = loadConfig({ PORT: '0', DIST_DIR: '/nonexistent', ...env });
  running = await startAppServer(config, await createFeatures(config));
  return running.url;
}

describe('GET /auth-config.json', () => {
  it('tells the embedded site which project and Auth emulator to use', async () => {
    const url = await serve({ FIREBASE_PROJECT_ID: 'demo-check', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9123' });
    const res = await fetch(`${url}/auth-config.json`);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ projectId: 'demo-check', authEmulatorHost: '127.0.0.1:9123' });
  });

  it('says there is no emulator when none is configured, with the default demo project', async () => {
    const url = await serve({});
    expect(await (await fetch(`${url}/auth-config.json?x=1`)).json()).toEqual({ projectId: 'demo-portfolio', authEmulatorHost: null });
  });

  it('refuses writes', async () => {
    const url = await serve({});
    expect((await fetch(`${url}/auth-config.json`, { method: 'POST', body: '{}' })).status).toBe(405);
  });
});
