import type { RoomConnectionParams } from '../../src/realtime/protocol/signalling';
import type { IdTokenVerifier, VerifiedIdentity } from '../auth/verifyIdToken';
import type { PasswordAttempts } from './passwordAttempts';
import type { JoinOutcome, Member, RoomRegistry } from './roomRegistry';

/** What a refused handshake tells the client (sent as an 'error' message and as the close reason). */
export const ADMISSION_ERRORS = {
  badToken: 'Could not verify your identity, please log in again',
  verifyTimeout: 'Could not verify your identity in time, please try again',
  uidMismatch: 'Your identity token does not match your user id',
  exists: 'Room already exists',
  missing: 'Room does not exist',
  full: 'Room is full',
  'wrong-password': 'Wrong room password',
  tooManyPasswords: 'Too many wrong passwords for this room, try again later',
  unavailable: 'Rooms are unavailable right now, please try again later',
} as const;

export type Identity = { ok: true; identity: VerifiedIdentity } | { ok: false; error: string; detail: string };

/**
 * Checks the ID token with a deadline. The verifier's own error text is kept for the log
 * (with the token cut out, should a library ever echo it) and never shown to the client.
 */
export async function verifyIdentity(verify: IdTokenVerifier, params: RoomConnectionParams, timeoutMs: number): Promise<Identity> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const result = await Promise.race([verify(params.idToken), deadline]);
    if (result === 'timeout') return { ok: false, error: ADMISSION_ERRORS.verifyTimeout, detail: 'timeout' };
    if (result.uid !== params.uid) return { ok: false, error: ADMISSION_ERRORS.uidMismatch, detail: 'uid mismatch' };
    return { ok: true, identity: result };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    return { ok: false, error: ADMISSION_ERRORS.badToken, detail: text.split(params.idToken).join('[token]').slice(0, 300) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Puts a verified member into its room, synchronously, so that concurrent handshakes for one
 * room id are decided one after the other. Wrong passwords count against the (IP, room) pair.
 */
export function enterRoom(
  registry: RoomRegistry,
  attempts: PasswordAttempts,
  ip: string,
  params: RoomConnectionParams,
  member: Member,
): JoinOutcome | { ok: false; reason: 'tooManyPasswords' } {
  if (params.createRoom) return registry.create(params.roomId, params.roomPass, member);
  if (attempts.isBlocked(ip, params.roomId)) return { ok: false, reason: 'tooManyPasswords' };
  const outcome = registry.join(params.roomId, params.roomPass, member);
  if (!outcome.ok && outcome.reason === 'wrong-password') attempts.recordFailure(ip, params.roomId);
  return outcome;
}
