import { type App, getApps, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';

/** Who a verified Firebase ID token belongs to; writes take identity from here, never from a body. */
export interface VerifiedIdentity {
  uid: string;
  name: string;
  email: string;
  picture: string;
}

/** Resolves with the token's identity, or rejects with an Error saying why the token was refused. */
export type IdTokenVerifier = (idToken: string) => Promise<VerifiedIdentity>;

export interface IdTokenVerifierOptions {
  /** The Firebase project the token must be issued for (its audience). */
  projectId: string;
  /**
   * "host:port" of the Auth emulator. firebase-admin reads the emulator address only from
   * process.env.FIREBASE_AUTH_EMULATOR_HOST, so giving it here sets that variable (one emulator
   * per process). Defaults to whatever the environment already says.
   */
  emulatorHost?: string;
}

// A token is a few KB at most; anything longer is not worth handing to the JWT parser.
const MAX_TOKEN_LENGTH = 16_384;

function appFor(projectId: string): App {
  // One named app per project id, so verifiers for several projects (tests) can coexist.
  const name = `id-token-verifier:${projectId}`;
  return getApps().find((app) => app.name === name) ?? initializeApp({ projectId }, name);
}

/**
 * A claim as well-formed text: each lone surrogate (a display name can hold one, with any
 * provider that lets users type their name) becomes U+FFFD, as `String.prototype.toWellFormed`
 * does. Every feature reads identities from here, so rooms (in memory, or in Redis, whose
 * cjson refuses a lone `\ud800` escape), reviews (SQLite stores UTF-8) and logs all get the
 * same name. (`toWellFormed` itself is ES2024, beyond the project's `lib`.)
 */
export function wellFormed(text: string): string {
  return text.replace(/\p{Cs}/gu, '\uFFFD');
}

function reason(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === 'string' ? `${code}: ${message}` : message;
}

/**
 * Emulator tokens are unsigned (alg "none"), so anyone could write one. In emulator mode the
 * token must therefore also match a live emulator account (same uid, email, not disabled or
 * revoked): a hand-made token for an account the emulator never issued is refused.
 */
async function checkAgainstEmulatorAccount(auth: Auth, uid: string, email: string | undefined): Promise<void> {
  const user = await auth.getUser(uid);
  if (user.disabled) throw new Error('the account is disabled');
  if ((user.email ?? '') !== (email ?? '')) throw new Error('the token does not match its account');
}

export function createIdTokenVerifier(opts: IdTokenVerifierOptions): IdTokenVerifier {
  if (!opts.projectId) throw new Error('createIdTokenVerifier needs a Firebase project id');
  if (opts.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = opts.emulatorHost;
  const auth = getAuth(appFor(opts.projectId));

  return async (idToken: string) => {
    if (typeof idToken !== 'string' || idToken.trim() === '') throw new Error('Invalid ID token: missing');
    if (idToken.length > MAX_TOKEN_LENGTH) throw new Error('Invalid ID token: too long');
    const emulated = Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);
    try {
      // Production: the signature check against Google's public keys needs only the project id,
      // no service-account credentials. Emulator: checkRevoked asks the emulator whether the
      // account exists and is enabled (the Admin API, which the emulator opens without them).
      const decoded = await auth.verifyIdToken(idToken, emulated);
      if (emulated) await checkAgainstEmulatorAccount(auth, decoded.uid, decoded.email);
      return {
        uid: decoded.uid,
        name: wellFormed(typeof decoded.name === 'string' ? decoded.name : ''),
        email: wellFormed(decoded.email ?? ''),
        picture: wellFormed(decoded.picture ?? ''),
      };
    } catch (error) {
      throw new Error(`Invalid ID token: ${reason(error)}`);
    }
  };
}
