import { describe, expect, it } from 'vitest';
import { buildTimeFirebaseOptions, firebaseProjectConfigured, resolveFirebaseSetup } from './config';

const project = { VITE_FIREBASE_API_KEY: 'key-123', VITE_FIREBASE_PROJECT_ID: 'my-site', VITE_FIREBASE_APP_ID: '1:2:web:3' };
const never = () => Promise.reject(new Error('must not fetch'));

describe('firebase configuration', () => {
  it('is unconfigured without an API key and project id', () => {
    expect(buildTimeFirebaseOptions({})).toBeNull();
    expect(firebaseProjectConfigured({ VITE_FIREBASE_API_KEY: 'k', VITE_FIREBASE_PROJECT_ID: ' ' })).toBe(false);
    expect(firebaseProjectConfigured(project)).toBe(true);
  });

  it('uses a configured project with popup sign-in and never asks the server', async () => {
    await expect(resolveFirebaseSetup(never, project)).resolves.toEqual({
      options: expect.objectContaining({ apiKey: 'key-123', projectId: 'my-site', authDomain: 'my-site.firebaseapp.com', appId: '1:2:web:3' }),
      authEmulatorHost: null,
    });
  });

  it('embedded: takes the demo project and emulator address from the server', async () => {
    const setup = await resolveFirebaseSetup(async () => ({ projectId: 'demo-x', authEmulatorHost: '127.0.0.1:9099' }), {});
    expect(setup).toEqual({
      options: { apiKey: 'fake-api-key', projectId: 'demo-x', authDomain: 'demo-x.firebaseapp.com' },
      authEmulatorHost: '127.0.0.1:9099',
    });
  });

  it('VITE_FIREBASE_AUTH_EMULATOR_HOST overrides the server (npm run dev)', async () => {
    const setup = await resolveFirebaseSetup(never, { VITE_FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099' });
    expect(setup.authEmulatorHost).toBe('localhost:9099');
    expect(setup.options.projectId).toBe('demo-portfolio');
  });

  it('refuses a garbled server answer instead of pointing the SDK somewhere odd', async () => {
    await expect(resolveFirebaseSetup(async () => ({ projectId: 'real-prod', authEmulatorHost: 'evil.example/x' }), {})).rejects.toThrow(
      /no Auth emulator/,
    );
    await expect(resolveFirebaseSetup(async () => '<html>', {})).rejects.toThrow(/no Auth emulator/);
  });
});
