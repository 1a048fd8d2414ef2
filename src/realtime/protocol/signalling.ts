/**
 * The room-signalling messages of spec §3 ('Server message') and §7, shared by the broadcast
 * server (server/) and the browser client (src/realtime/). Types only: each side validates
 * what it receives from the other before trusting it.
 */

/** Query parameters of the WebSocket handshake (spec §3 'Room connection parameters'). */
export interface RoomConnectionParams {
  uid: string;
  roomId: string;
  idToken: string;
  roomPass: string;
  /** 'true' to create the room, 'false' to join it. */
  createRoom: boolean;
}

/** A member of a room as the server describes it (spec §3 'Room client', minus client-side state). */
export interface RoomMember {
  socketId: string;
  name: string;
  profilePic: string;
}

/** Session description / candidate payloads are relayed as-is (after shape and size checks). */
export interface SessionDescription {
  type: 'offer' | 'answer';
  sdp: string;
}
export interface IceCandidate {
  candidate: string;
  sdpMid?: string | null;
  sdpMLineIndex?: number | null;
  usernameFragment?: string | null;
}

/** Client → server: only these three, addressed to another member of the same room. */
export type ClientMessage =
  | { to: string; type: 'offer'; offer: SessionDescription }
  | { to: string; type: 'answer'; answer: SessionDescription }
  | { to: string; type: 'ice-candidate'; candidate: IceCandidate };

/**
 * Server → client. `from` is always set by the server, never taken from the sender.
 * `clients` lists every member in join order, the receiver included (`me` is its socket id);
 * `admin` in 'client left' is the admin after the departure (the remaining member if the admin
 * left). A refused handshake or a flood gets one 'error' and then a close with POLICY_VIOLATION
 * whose reason repeats the message; a malformed message only gets an 'error'.
 */
export type ServerMessage =
  | { type: 'joined room successfully'; clients: RoomMember[]; admin: string; me: string }
  | { type: 'created room successfully'; clients: RoomMember[]; admin: string; me: string }
  | { type: 'new client'; name: string; socketId: string; profilePic: string }
  | { type: 'client left'; socketId: string; admin: string }
  | { type: 'error'; message: string }
  | { type: 'offer'; from: string; offer: SessionDescription }
  | { type: 'answer'; from: string; answer: SessionDescription }
  | { type: 'ice-candidate'; from: string; candidate: IceCandidate };

/** Path of the signalling WebSocket on the broadcast server. */
export const SIGNALLING_PATH = '/';
/** WebSocket close code for a refused handshake or policy violation (spec §8: 1008). */
export const POLICY_VIOLATION = 1008;
export const ROOM_CAPACITY = 2;
/** Room id length in characters (code points, see `characterCount`): spec §5 'minimum length 3'. */
export const ROOM_ID_MIN_LENGTH = 3;
export const ROOM_ID_MAX_LENGTH = 64;
export const ROOM_PASS_MAX_LENGTH = 128;
/**
 * What a room id may not hold ('printable characters' only): control characters, which would
 * end up in logs and close reasons, and format characters (U+202E, U+200B, ...), which are
 * invisible, so `\u202E\u200B\u200B` would be a room nobody can see the name of. Nobody types
 * either in a room id. The zero-width joiner stays allowed: it is what holds an emoji such as
 * a family (👨‍👩‍👧) together.
 */
export const CONTROL_CHARACTERS = /(?!\u200d)[\p{Cc}\p{Cf}]/u;

/** Characters as a person counts them: an emoji is one, not its two UTF-16 units. */
export function characterCount(text: string): number {
  return [...text].length;
}

/**
 * At most `max` characters as `characterCount` counts them. A text field's own maxLength counts
 * UTF-16 units, which stopped a room id of emoji at half the length the server allows.
 */
export function limitCharacters(text: string, max: number): string {
  return characterCount(text) > max ? [...text].slice(0, max).join('') : text;
}
