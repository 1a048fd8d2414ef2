import { decodePeerChat, encodeChat } from '../chat/chatMessages';
import { openLocalMedia, setTracksEnabled, stopMedia } from '../media/localMedia';
import { iceServers } from '../peers/iceServers';
import { type ChannelName, createPeerLink, type PeerLink } from '../peers/peerLink';
import { openSignalling, type SignallingClient } from '../signalling/signallingClient';
import { initialRoomState, type RoomEffect, type RoomEvent, type RoomState, roomReducer, SOCKET_ERROR_TEXT } from './roomState';

export interface RoomSnapshot {
  room: RoomState;
  localStream: MediaStream | null;
  remoteStreams: Readonly<Record<string, MediaStream>>;
}

export interface ConnectRequest {
  uid: string;
  roomId: string;
  roomPass: string;
  createRoom: boolean;
  /** Fetched on every connect: a cached token may have expired (spec §6). */
  getIdToken(): Promise<string>;
}

export type Toast = (message: string, variant: 'success' | 'info' | 'error') => void;
type ChannelListener = (from: string, data: unknown) => void;
/** `initiator`: this side made the offer, i.e. it is the one who joined later. */
type OpenListener = (peer: string, send: (data: string) => void, initiator: boolean) => void;

/**
 * The room outside React: the state machine (roomState.ts) decides, this carries out its
 * effects on the socket, the media and the peer links. React reads snapshots of it.
 */
export function createRoomSession(toast: Toast) {
  let snapshot: RoomSnapshot = { room: initialRoomState, localStream: null, remoteStreams: {} };
  let socket: SignallingClient | null = null;
  let attempt = 0;
  const peers = new Map<string, PeerLink>();
  const listeners = new Set<() => void>();
  const channelListeners = new Map<ChannelName, Set<ChannelListener>>();
  const openListeners = new Map<ChannelName, Set<OpenListener>>();

  const publish = (change: Partial<RoomSnapshot>) => {
    snapshot = { ...snapshot, ...change };
    for (const l of listeners) l();
  };
  const withoutStream = (id: string) => Object.fromEntries(Object.entries(snapshot.remoteStreams).filter(([k]) => k !== id));

  function peer(remoteId: string, initiator = false): PeerLink {
    const existing = peers.get(remoteId);
    if (existing) return existing;
    const link = createPeerLink({
      remoteId,
      localStream: snapshot.localStream,
      iceServers: iceServers(),
      signal: (message) => socket?.send(message),
      onRemoteStream: (stream) => {
        if (peers.get(remoteId) === link) publish({ remoteStreams: { ...snapshot.remoteStreams, [remoteId]: stream } });
      },
      onChannelOpen: (name) => {
        for (const l of openListeners.get(name) ?? []) l(remoteId, (data) => link.send(name, data), initiator);
      },
      onChannelMessage: (name, data) => {
        if (peers.get(remoteId) !== link) return;
        if (name === 'chat') {
          const messages = decodePeerChat(data);
          if (messages) dispatch({ type: 'chat-received', from: remoteId, messages });
          return;
        }
        for (const l of channelListeners.get(name) ?? []) l(remoteId, data);
      },
    });
    peers.set(remoteId, link);
    return link;
  }

  function closePeer(id: string) {
    peers.get(id)?.close();
    peers.delete(id);
    publish({ remoteStreams: withoutStream(id) });
  }

  function teardown() {
    attempt += 1;
    socket?.close();
    socket = null;
    for (const id of [...peers.keys()]) closePeer(id);
    stopMedia(snapshot.localStream);
    publish({ localStream: null, remoteStreams: {} });
  }

  function run(effect: RoomEffect) {
    const isMember = (id: string) => id !== snapshot.room.me && snapshot.room.clients.some((c) => c.socketId === id);
    switch (effect.kind) {
      case 'toast':
        return toast(effect.message, effect.variant);
      case 'offer':
        return void peer(effect.to, true).makeOffer();
      case 'answer':
        return void (isMember(effect.from) && peer(effect.from).acceptOffer(effect.offer));
      case 'apply-answer':
        return void peers.get(effect.from)?.acceptAnswer(effect.answer);
      case 'add-candidate':
        return void peers.get(effect.from)?.addCandidate(effect.candidate);
      case 'close-peer':
        return closePeer(effect.socketId);
      case 'send-chat':
        return peers.get(effect.to)?.send('chat', encodeChat(effect.messages));
      case 'set-tracks':
        return setTracksEnabled(snapshot.localStream, effect.camera, effect.mic);
      case 'teardown':
        return teardown();
    }
  }

  function dispatch(event: RoomEvent): boolean {
    const { state, effects } = roomReducer(snapshot.room, event);
    const changed = state !== snapshot.room;
    if (changed) publish({ room: state });
    for (const effect of effects) run(effect);
    return changed;
  }

  async function connect(request: ConnectRequest) {
    if (!dispatch({ type: 'connect' })) return;
    const mine = ++attempt;
    // Media first: no socket exists while the permission prompt is up, so no server message can
    // arrive unhandled, and nobody enters a room without camera and microphone (spec §5).
    const stream = await openLocalMedia();
    if (mine !== attempt) return stopMedia(stream); // exited while the permission prompt was up
    if (!stream) {
      toast('Cannot access media', 'error');
      dispatch({ type: 'connect-failed' });
      return;
    }
    publish({ localStream: stream });
    let idToken: string;
    try {
      idToken = await request.getIdToken();
    } catch {
      idToken = '';
    }
    if (mine !== attempt) return;
    if (!idToken) {
      toast(SOCKET_ERROR_TEXT, 'error');
      dispatch({ type: 'connect-failed' });
      return;
    }
    const { uid, roomId, roomPass, createRoom } = request;
    socket = openSignalling(
      { uid, roomId, roomPass, createRoom, idToken },
      {
        onMessage: (message) => dispatch({ type: 'server', message }),
        onError: () => dispatch({ type: 'socket-error' }),
        onClose: (code, reason) => dispatch({ type: 'socket-closed', code, reason }),
      },
    );
  }

  const on = <L>(map: Map<ChannelName, Set<L>>, name: ChannelName, listener: L) => {
    const set = map.get(name) ?? new Set<L>();
    map.set(name, set);
    set.add(listener);
    return () => void set.delete(listener);
  };

  return {
    connect,
    dispatch,
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Sends to every connected peer (notepad text, drawing batches). */
    broadcast(name: ChannelName, data: string) {
      for (const link of peers.values()) link.send(name, data);
    },
    onChannelMessage: (name: ChannelName, listener: ChannelListener) => on(channelListeners, name, listener),
    onChannelOpen: (name: ChannelName, listener: OpenListener) => on(openListeners, name, listener),
  };
}

export type RoomSession = ReturnType<typeof createRoomSession>;
