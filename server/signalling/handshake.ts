import {
  CONTROL_CHARACTERS,
  characterCount,
  ROOM_ID_MAX_LENGTH,
  ROOM_ID_MIN_LENGTH,
  ROOM_PASS_MAX_LENGTH,
  type RoomConnectionParams,
} from '../../src/realtime/protocol/signalling';
import { requestTarget } from '../http';

/**
 * Reads the handshake query (spec §7: uid, roomId, idToken, roomPass, createRoom) before any
 * expensive work. Upper bounds keep hostile input from reaching the verifier or the registry.
 * Room ids and passwords are counted in characters (code points), as a person counts them.
 */
const UID_MAX_LENGTH = 128;
const ID_TOKEN_MAX_LENGTH = 8192;

export type HandshakeResult = { ok: true; params: RoomConnectionParams } | { ok: false; error: string };

export function parseHandshake(url: string | undefined): HandshakeResult {
  const { query } = requestTarget(url);
  const uid = query.get('uid') ?? '';
  const roomId = query.get('roomId') ?? '';
  const idToken = query.get('idToken') ?? '';
  const roomPass = query.get('roomPass') ?? '';
  const createRoom = query.get('createRoom');

  if (uid === '' || uid.length > UID_MAX_LENGTH || CONTROL_CHARACTERS.test(uid)) {
    return { ok: false, error: 'Missing or invalid uid' };
  }
  if (characterCount(roomId.trim()) < ROOM_ID_MIN_LENGTH) {
    return { ok: false, error: `Room id must be at least ${ROOM_ID_MIN_LENGTH} characters` };
  }
  if (characterCount(roomId) > ROOM_ID_MAX_LENGTH) {
    return { ok: false, error: `Room id must be at most ${ROOM_ID_MAX_LENGTH} characters` };
  }
  // Told apart from the length: 'at most 64 printable characters' for a 7-character id with a
  // zero-width space pasted from a chat sent the visitor counting.
  if (CONTROL_CHARACTERS.test(roomId)) {
    return { ok: false, error: 'Room id may not contain invisible or control characters' };
  }
  if (idToken === '' || idToken.length > ID_TOKEN_MAX_LENGTH) {
    return { ok: false, error: 'Missing or invalid identity token' };
  }
  if (characterCount(roomPass) > ROOM_PASS_MAX_LENGTH) {
    return { ok: false, error: `Room password must be at most ${ROOM_PASS_MAX_LENGTH} characters` };
  }
  if (createRoom !== 'true' && createRoom !== 'false') {
    return { ok: false, error: 'createRoom must be true or false' };
  }
  return { ok: true, params: { uid, roomId, idToken, roomPass, createRoom: createRoom === 'true' } };
}
