import { type ChatMessage, MAX_CHAT_MESSAGE_LENGTH, mergeChat } from '../chat/chatMessages';
import { type IceCandidate, POLICY_VIOLATION, type RoomMember, type ServerMessage, type SessionDescription } from '../protocol/signalling';

/** Spec §3 'Room client' plus whether its chat panel is open (the unread flag depends on it). */
export interface RoomClient extends RoomMember {
  messages: ChatMessage[];
  notify: boolean;
  chatOpen: boolean;
}

/** Spec §4 'Realtime connection'. */
export interface RoomState {
  signaling: boolean;
  roomConnected: boolean;
  clients: RoomClient[];
  admin: string;
  me: string;
  camera: boolean;
  mic: boolean;
}

export const initialRoomState: RoomState = {
  signaling: false,
  roomConnected: false,
  clients: [],
  admin: '',
  me: '',
  camera: true,
  mic: true,
};

export type RoomEvent =
  | { type: 'connect' }
  | { type: 'connect-failed' }
  | { type: 'server'; message: ServerMessage }
  | { type: 'socket-error' }
  | { type: 'socket-closed'; code: number; reason: string }
  | { type: 'exit' }
  | { type: 'toggle-camera' }
  | { type: 'toggle-mic' }
  | { type: 'toggle-chat'; socketId: string }
  | { type: 'chat-sent'; to: string; message: string }
  | { type: 'chat-received'; from: string; messages: ChatMessage[] };

/** What the room controller must do after a transition: the reducer itself stays pure. */
export type RoomEffect =
  | { kind: 'toast'; message: string; variant: 'success' | 'info' | 'error' }
  | { kind: 'offer'; to: string }
  | { kind: 'answer'; from: string; offer: SessionDescription }
  | { kind: 'apply-answer'; from: string; answer: SessionDescription }
  | { kind: 'add-candidate'; from: string; candidate: IceCandidate }
  | { kind: 'close-peer'; socketId: string }
  | { kind: 'send-chat'; to: string; messages: ChatMessage[] }
  | { kind: 'set-tracks'; camera: boolean; mic: boolean }
  | { kind: 'teardown' };

export interface Transition {
  state: RoomState;
  effects: RoomEffect[];
}

/** Spec §8, trailing space and all. */
export const SOCKET_ERROR_TEXT = 'Couldnt join room ';
/**
 * A room's socket closed by anything but the server's refusal (1008, whose words spec §8 gives)
 * or the visitor's own Exit: the server stopped or the network went. Without a word, both people
 * were dropped back to the form and could not tell why.
 */
export const connectionLostText = (reason: string) => (reason ? `Lost the connection to the room: ${reason}` : 'Lost the connection to the room');

const toClient = (m: RoomMember): RoomClient => ({ ...m, messages: [], notify: false, chatOpen: false });
const toast = (message: string, variant: 'success' | 'info' | 'error'): RoomEffect => ({ kind: 'toast', message, variant });
const active = (s: RoomState) => s.signaling || s.roomConnected;

/** Everything back to idle; the controller stops tracks and closes peers and the socket. */
function closed(effects: RoomEffect[]): Transition {
  return { state: initialRoomState, effects: [...effects, { kind: 'teardown' }] };
}

function onServer(s: RoomState, m: ServerMessage): Transition {
  if (!active(s)) return { state: s, effects: [] };
  switch (m.type) {
    case 'joined room successfully':
    case 'created room successfully': {
      const joined = m.type === 'joined room successfully';
      const state = { ...s, signaling: true, roomConnected: true, clients: m.clients.map(toClient), admin: m.admin, me: m.me };
      const offers: RoomEffect[] = joined ? m.clients.filter((c) => c.socketId !== m.me).map((c) => ({ kind: 'offer', to: c.socketId })) : [];
      return { state, effects: [toast(joined ? 'Joined room successfully' : 'Created room successfully', 'success'), ...offers] };
    }
    case 'new client': {
      const known = s.clients.some((c) => c.socketId === m.socketId);
      const clients = known ? s.clients : [...s.clients, toClient(m)];
      return { state: { ...s, clients }, effects: [toast(`New client ${m.name}`, 'info')] };
    }
    case 'client left':
      return {
        state: { ...s, clients: s.clients.filter((c) => c.socketId !== m.socketId), admin: m.admin || s.admin },
        effects: [toast('User left', 'info'), { kind: 'close-peer', socketId: m.socketId }],
      };
    case 'error':
      return { state: s, effects: [toast(m.message, 'error')] };
    case 'offer':
      return { state: s, effects: [{ kind: 'answer', from: m.from, offer: m.offer }] };
    case 'answer':
      return { state: s, effects: [{ kind: 'apply-answer', from: m.from, answer: m.answer }] };
    case 'ice-candidate':
      return { state: s, effects: [{ kind: 'add-candidate', from: m.from, candidate: m.candidate }] };
  }
}

function updateClient(s: RoomState, socketId: string, change: (c: RoomClient) => RoomClient): RoomState {
  return { ...s, clients: s.clients.map((c) => (c.socketId === socketId ? change(c) : c)) };
}

export function roomReducer(s: RoomState, e: RoomEvent): Transition {
  switch (e.type) {
    case 'connect':
      // Spec §5: a second connect attempt while signaling (or already in a room) is ignored.
      return active(s) ? { state: s, effects: [] } : { state: { ...initialRoomState, signaling: true }, effects: [] };
    case 'connect-failed':
      return closed([]);
    case 'server':
      return onServer(s, e.message);
    case 'socket-error':
      return active(s) ? closed([toast(SOCKET_ERROR_TEXT, 'error')]) : { state: s, effects: [] };
    case 'socket-closed': {
      if (e.code === POLICY_VIOLATION) return closed([toast(e.reason ? `Socket closed: ${e.reason}` : 'Socket closed', 'error')]);
      return closed(active(s) ? [toast(connectionLostText(e.reason), 'error')] : []);
    }
    case 'exit':
      return closed([]);
    case 'toggle-camera':
    case 'toggle-mic': {
      if (!s.roomConnected) return { state: s, effects: [] };
      const state = e.type === 'toggle-camera' ? { ...s, camera: !s.camera } : { ...s, mic: !s.mic };
      return { state, effects: [{ kind: 'set-tracks', camera: state.camera, mic: state.mic }] };
    }
    case 'toggle-chat':
      return { state: updateClient(s, e.socketId, (c) => ({ ...c, chatOpen: !c.chatOpen, notify: false })), effects: [] };
    case 'chat-sent': {
      const client = s.clients.find((c) => c.socketId === e.to);
      if (!e.message.trim()) return { state: s, effects: [toast('No empty field allowed', 'error')] };
      if (!client) return { state: s, effects: [] };
      const messages: ChatMessage[] = [...client.messages, { sender: 'me', message: e.message.slice(0, MAX_CHAT_MESSAGE_LENGTH) }];
      return { state: updateClient(s, e.to, (c) => ({ ...c, messages })), effects: [{ kind: 'send-chat', to: e.to, messages }] };
    }
    case 'chat-received':
      return { state: updateClient(s, e.from, (c) => ({ ...c, messages: mergeChat(c.messages, e.messages), notify: !c.chatOpen })), effects: [] };
  }
}
