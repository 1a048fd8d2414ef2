import type { IncomingMessage } from 'node:http';
import { safePictureUrl } from '../../src/services/reviews/reviewRules';
import { HttpError } from '../http';
import type { ReviewAuthor } from './reviewStore';

/** What a verified ID token says about its user (matches server/auth's VerifiedIdentity). */
export interface TokenIdentity {
  uid: string;
  name?: string | null;
  email?: string | null;
  picture?: string | null;
}

/** Verifies a Firebase ID token; rejects on a bad, forged or expired one. */
export type VerifyToken = (idToken: string) => Promise<TokenIdentity>;

/**
 * The caller's identity from `Authorization: Bearer <Firebase ID token>`. Name, email and
 * picture come from the verified token only, so nobody can write a review in another name.
 */
export async function authenticate(req: IncomingMessage, verify: VerifyToken): Promise<ReviewAuthor> {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new HttpError(401, 'Sign in to leave a feedback: no ID token was sent', { 'WWW-Authenticate': 'Bearer' });
  let identity: TokenIdentity;
  try {
    identity = await verify(match[1]!);
  } catch {
    throw new HttpError(401, 'Your sign-in is invalid or has expired; sign in again', { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
  }
  const email = identity.email?.trim();
  if (!email) throw new HttpError(403, 'Your account has no email address, which a review needs');
  const name = identity.name?.trim() || email.split('@')[0]!;
  // Cut by characters, never inside an emoji's surrogate pair.
  return { uid: identity.uid, email, name: [...name].slice(0, 200).join(''), picture: safePictureUrl(identity.picture) };
}
