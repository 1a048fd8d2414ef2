import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { leasePorts } from './ports';
import { killGroup, WATCHDOG } from './watchdog';

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

export interface AuthEmulatorOptions {
  /** A `demo-` project id; a fresh one per call when omitted. */
  projectId?: string;
  /** The Auth port to use instead of a leased one (the harness's own tests take a busy one). */
  port?: number;
}

const STARTUP_TIMEOUT_MS = 90_000;

function firebaseCli(): string {
  return path.join(path.dirname(createRequire(import.meta.url).resolve('firebase-tools/package.json')), 'lib/bin/firebase.js');
}

/** What the CLI prints once every emulator it runs has bound its port. */
const READY_LINE = 'All emulators ready';

/**
 * Ready means: our own CLI says its emulators are listening, and the Auth emulator answers.
 * An answer alone is not enough: another emulator on the same port would give one (that was the
 * flake of issue 52), while our CLI, refused the port, prints "port taken" and exits.
 */
async function waitUntilReady(host: string, child: ChildProcess, announced: () => boolean, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`Auth emulator exited (${child.exitCode ?? child.signalCode}):\n${output()}`);
    if (announced()) {
      try {
        const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
        if (res.ok) return;
      } catch {
        // not answering yet
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Auth emulator did not answer on ${host} within ${STARTUP_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * Starts the Auth emulator on leased ports (server/testing/ports.ts) with its own temp
 * firebase.json (so several can run at once) and resolves once it is ready. `stop()` ends its
 * whole process group and gives the ports back.
 */
export async function startAuthEmulator(options: AuthEmulatorOptions = {}): Promise<AuthEmulator> {
  const projectId = options.projectId ?? `demo-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  if (!projectId.startsWith('demo-')) throw new Error('the emulator harness only runs demo- projects (offline, no credentials)');
  const leases = await leasePorts(options.port === undefined ? 3 : 2);
  const [hubPort, loggingPort, authPort = options.port] = leases.ports;
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
    [
      '-e',
      WATCHDOG,
      String(process.pid),
      dir,
      process.execPath,
      firebaseCli(),
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
      '--config',
      path.join(dir, 'firebase.json'),
    ],
    {
      cwd: dir, // firebase-debug.log lands here, not in the repository
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: '1', FIREBASE_AUTH_EMULATOR_HOST: '' },
    },
  );
  let log = '';
  let announced = false;
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000);
    announced ||= log.includes(READY_LINE);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
    leases.release();
    rmSync(dir, { recursive: true, force: true });
  };

  const host = `127.0.0.1:${authPort}`;
  try {
    await waitUntilReady(
      host,
      child,
      () => announced,
      () => log,
    );
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
