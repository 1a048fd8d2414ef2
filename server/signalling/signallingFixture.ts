import { afterAll, beforeAll } from 'vitest';
import { createIdTokenVerifier, type IdTokenVerifier } from '../auth/verifyIdToken';
import { type AuthEmulator, startAuthEmulator } from '../testing/authEmulator';
import { mintUser, type SignallingServer, startSignallingServer, type TestUser } from './testSupport';

type ServerOptions = Omit<Parameters<typeof startSignallingServer>[0], 'verifyIdToken'> & { verifyIdToken?: IdTokenVerifier };

/**
 * What a signalling test file stands on: its own Auth emulator (one per file, never shared, so
 * files run side by side), the real token verifier against it, one minted user per name, and
 * servers started with that verifier. Everything is stopped after the file.
 */
export function useSignallingFixture(names: readonly string[]) {
  let emulator: AuthEmulator | undefined;
  let verifier: IdTokenVerifier | undefined;
  const servers: SignallingServer[] = [];
  const users: TestUser[] = [];
  beforeAll(async () => {
    const started = await startAuthEmulator();
    emulator = started;
    verifier = createIdTokenVerifier({ projectId: started.projectId, emulatorHost: started.host });
    users.push(...(await Promise.all(names.map((name) => mintUser(started.host, started.projectId, name)))));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await emulator?.stop();
  });
  const fixture = {
    /** The minted users, in the order of `names`. */
    users,
    get emulator(): AuthEmulator {
      if (!emulator) throw new Error('the Auth emulator starts in beforeAll');
      return emulator;
    },
    get verifyIdToken(): IdTokenVerifier {
      if (!verifier) throw new Error('the verifier is made in beforeAll');
      return verifier;
    },
    /** A server checking tokens against this file's emulator (or `options.verifyIdToken`), closed after the file. */
    async serve(options: ServerOptions = {}): Promise<SignallingServer> {
      const server = await startSignallingServer({ ...options, verifyIdToken: options.verifyIdToken ?? fixture.verifyIdToken });
      servers.push(server);
      return server;
    },
  };
  return fixture;
}
