import { broadcastSocketUrl } from '../../services/broadcastServerUrl';
import { type ClientMessage, type RoomConnectionParams, type ServerMessage, SIGNALLING_PATH } from '../protocol/signalling';
import { parseServerMessage } from './parseServerMessage';

export interface SignallingHandlers {
  onMessage(message: ServerMessage): void;
  onError(): void;
  onClose(code: number, reason: string): void;
}

export interface SignallingClient {
  send(message: ClientMessage): void;
  close(): void;
}

/** Spec §7: the room WebSocket on the broadcast server, http converted to ws. */
export function signallingUrl(params: RoomConnectionParams, base = broadcastSocketUrl()): string {
  const query = new URLSearchParams({
    uid: params.uid,
    roomId: params.roomId,
    idToken: params.idToken,
    roomPass: params.roomPass,
    createRoom: String(params.createRoom),
  });
  return `${base}${SIGNALLING_PATH}?${query}`;
}

/**
 * Opens the socket and attaches every handler in the same task, before anything else is
 * awaited: the server may answer at once, and a frame that arrives before its handler is lost.
 */
export function openSignalling(params: RoomConnectionParams, handlers: SignallingHandlers): SignallingClient {
  const socket = new WebSocket(signallingUrl(params));
  let open = true;
  socket.onmessage = (event) => {
    const message = parseServerMessage(event.data);
    if (message && open) handlers.onMessage(message);
  };
  socket.onerror = () => {
    if (open) handlers.onError();
  };
  socket.onclose = (event) => {
    if (!open) return;
    open = false;
    handlers.onClose(event.code, event.reason);
  };
  return {
    send(message) {
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    },
    close() {
      // Closed by us: the room is already torn down, so no further events are reported.
      open = false;
      if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) socket.close(1000, 'left');
    },
  };
}
