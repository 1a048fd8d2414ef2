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
export const ROOM_ID_MIN_LENGTH = 3;
/** Control characters would end up in logs and close reasons; nobody types them in a room id. */
export const CONTROL_CHARACTERS = /\p{Cc}/u;
