import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { contentSecurityPolicy, cspDirectives, type Directives, embedContentSecurityPolicy } from './contentSecurityPolicy';

const embedded = loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
const realProject = loadConfig({ FIREBASE_PROJECT_ID: 'my-project' });
const GOOGLE = {
  apiLoader: 'https://apis.google.com',
  identity: 'https://identitytoolkit.googleapis.com',
  tokens: 'https://securetoken.googleapis.com',
  firestore: 'https://firestore.googleapis.com',
  pictures: 'https://lh3.googleusercontent.com',
};

/** The directives every configuration must carry exactly as the issue asks. */
function expectLockedDown(d: Directives) {
  expect(d['default-src']).toEqual(["'self'"]);
  expect(d['object-src']).toEqual(["'none'"]);
  expect(d['base-uri']).toEqual(["'none'"]);
  expect(d['frame-ancestors']).toEqual(["'self'"]);
  expect(d['worker-src']).toEqual(["'self'"]);
  expect(d['form-action']).toEqual(["'self'"]);
  expect(d['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  for (const [name, sources] of Object.entries(d)) {
    for (const source of sources) {
      expect(source, `${name} ${source}`).not.toMatch(/\*|unsafe-eval|unsafe-hashes|strict-dynamic|^(https?|wss?|blob|filesystem):?$/);
      if (source === "'unsafe-inline'") expect(name).toBe('style-src');
      if (source === 'data:') expect(name).toBe('img-src');
    }
  }
}

describe('Content-Security-Policy', () => {
  it('embedded mode: only this origin and the Auth emulator, nothing of Google', () => {
    const d = cspDirectives(embedded);
    expectLockedDown(d);
    expect(d['script-src']).toEqual(["'self'"]);
    expect(d['connect-src']).toEqual(["'self'", 'http://127.0.0.1:9099']);
    expect(d['frame-src']).toEqual(["'self'"]);
    expect(d['img-src']).toEqual(["'self'", 'data:']);
    expect(contentSecurityPolicy(embedded)).not.toMatch(/google|firebaseapp/);
  });

  it('a real Firebase project: its Auth domain, the Auth and Firestore APIs, and no emulator', () => {
    const d = cspDirectives(realProject);
    expectLockedDown(d);
    expect(d['script-src']).toEqual(["'self'", GOOGLE.apiLoader]);
    expect(d['connect-src']).toEqual(["'self'", GOOGLE.identity, GOOGLE.tokens, GOOGLE.firestore]);
    expect(d['frame-src']).toEqual(["'self'", 'https://my-project.firebaseapp.com']);
    expect(d['img-src']).toEqual(["'self'", 'data:', GOOGLE.pictures]);
    expect(contentSecurityPolicy(realProject)).not.toContain('127.0.0.1');
  });

  it('follows the build variables: a custom Auth domain, and reviews kept on the server', () => {
    const d = cspDirectives(
      loadConfig({ FIREBASE_PROJECT_ID: 'my-project', VITE_FIREBASE_AUTH_DOMAIN: 'login.example.com', VITE_REVIEWS_BACKEND: 'server' }),
    );
    expect(d['frame-src']).toEqual(["'self'", 'https://login.example.com']);
    expect(d['connect-src']).toEqual(["'self'", GOOGLE.identity, GOOGLE.tokens]);
  });

  it('allows a broadcast server elsewhere by its origin, over HTTP(S) and WebSocket', () => {
    const d = cspDirectives(
      loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', VITE_BROADCAST_SERVER_URL: 'https://rooms.example.com:8443/some/path' }),
    );
    expectLockedDown(d);
    expect(d['connect-src']).toEqual(["'self'", 'http://127.0.0.1:9099', 'https://rooms.example.com:8443', 'wss://rooms.example.com:8443']);
    expect(() => loadConfig({ VITE_BROADCAST_SERVER_URL: 'javascript:alert(1)' })).toThrow(/http\(s\) URL/);
  });

  it('serializes as one header value', () => {
    expect(contentSecurityPolicy(embedded)).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "connect-src 'self' http://127.0.0.1:9099; frame-src 'self'; worker-src 'self'; object-src 'none'; " +
        "base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
    );
  });

  it("the embed player alone may be framed elsewhere: by anyone by default, or by EMBED_FRAME_ANCESTORS; every other directive is the site's", () => {
    const site = cspDirectives(embedded);
    const embed = cspDirectives(embedded, embedded.embedFrameAncestors);
    expect(embed['frame-ancestors']).toEqual(['*']);
    expect({ ...embed, 'frame-ancestors': site['frame-ancestors'] }).toEqual(site);
    expect(embedContentSecurityPolicy(embedded)).toBe(contentSecurityPolicy(embedded).replace("frame-ancestors 'self'", 'frame-ancestors *'));
    const listed = loadConfig({ FIREBASE_PROJECT_ID: 'my-project', EMBED_FRAME_ANCESTORS: "'self' https://school.example" });
    expect(embedContentSecurityPolicy(listed)).toMatch(/; frame-ancestors 'self' https:\/\/school\.example$/);
    expect(contentSecurityPolicy(listed)).toMatch(/; frame-ancestors 'self'$/);
  });
});
