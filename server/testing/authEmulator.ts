import { type ChildProcess, spawn } from 'node:child_process';
import { killGroup, WATCHDOG } from './watchdog';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A running Firebase Auth emulator (firebase-tools, pure Node, offline). */
export interface AuthEmulator {
  /** "127.0.0.1:PORT", the form FIREBASE_AUTH_EMULATOR_HOST takes. */
  host: string;
  projectId: string;
  stop(): Promise<void>;
}

export interface EmulatorUser {
  /** The provider's (Google's) user id; a fresh one per call when omitted. */
  sub?: string;
  email: string;
  name: string;
  picture?: string;
}

const STARTUP_TIMEOUT_MS = 90_000;

/** Asks the OS for a free loopback port (tiny race window, acceptable for tests and local runs). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function firebaseCli(): string {
  return path.join(path.dirname(createRequire(import.meta.url).resolve('firebase-tools/package.json')), 'lib/bin/firebase.js');
}

async function waitUntilReady(host: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Auth emulator exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Auth emulator did not answer on ${host} within ${STARTUP_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * Starts the Auth emulator on free ports with its own temp firebase.json (so several can run at
 * once) and resolves once it answers HTTP. `stop()` ends its whole process group.
 */
export async function startAuthEmulator(options: { projectId?: string } = {}): Promise<AuthEmulator> {
  const projectId = options.projectId ?? `demo-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  if (!projectId.startsWith('demo-')) throw new Error('the emulator harness only runs demo- projects (offline, no credentials)');
  const [authPort, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
  const dir = mkdtempSync(path.join(tmpdir(), 'auth-emulator-'));
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port: authPort },
      hub: { host: '127.0.0.1', port: hubPort },
      logging: { host: '127.0.0.1', port: loggingPort },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(config, null, 2));

  const child = spawn(
    process.execPath,
    ['-e', WATCHDOG, String(process.pid), dir, process.execPath, firebaseCli(), 'emulators:start', '--only', 'auth', '--project', projectId, '--config', path.join(dir, 'firebase.json')],
    {
      cwd: dir, // firebase-debug.log lands here, not in the repository
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: '1', FIREBASE_AUTH_EMULATOR_HOST: '' },
    },
  );
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
    rmSync(dir, { recursive: true, force: true });
  };

  const host = `127.0.0.1:${authPort}`;
  try {
    await waitUntilReady(host, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { host, projectId, stop };
}

/**
 * Signs a user in at the emulator the way the site's account chooser does (a google.com
 * credential whose id_token is the JSON claims) and returns a real emulator ID token.
 */
export async function mintIdToken(host: string, projectId: string, user: EmulatorUser): Promise<{ idToken: string; uid: string }> {
  const claims = {
    sub: user.sub ?? `visitor-${Math.random().toString(36).slice(2, 12)}`,
    email: user.email,
    email_verified: true,
    name: user.name,
    ...(user.picture ? { picture: user.picture } : {}),
  };
  const url = `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-api-key`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      postBody: new URLSearchParams({ id_token: JSON.stringify(claims), providerId: 'google.com' }).toString(),
      requestUri: 'http://localhost',
      returnSecureToken: true,
      returnIdpCredential: true,
    }),
  });
  const body = (await res.json()) as { idToken?: string; localId?: string; error?: { message?: string } };
  if (!res.ok || !body.idToken || !body.localId) {
    throw new Error(`Auth emulator (${projectId}) refused the sign-in: ${body.error?.message ?? res.status}`);
  }
  return { idToken: body.idToken, uid: body.localId };
}
