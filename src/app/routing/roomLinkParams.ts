import { decodeSafely } from './decodeSafely';
import { routePathOf } from './routePath';

/**
 * The room id and password of a share link (`#/realtimeapps/{roomId}/{roomPass}`, each part
 * percent-encoded once by shareLink.ts), decoded exactly once. wouter's route parameters have
 * already been through decodeURI, which turns `%25` back into `%` but leaves `%2F` alone, so
 * decoding them again read a room named `a%41b` as `aAb`; the raw hash is read here instead.
 */
export function roomLinkParams(hash: string): { roomId?: string; roomPass?: string } {
  const [, , roomId, roomPass] = routePathOf(hash).split('/');
  return { roomId: roomId ? decodeSafely(roomId) : undefined, roomPass: roomPass ? decodeSafely(roomPass) : undefined };
}
