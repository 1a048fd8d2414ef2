import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '../protocol/signalling';
import { initialRoomState, type RoomEvent, type RoomState, roomReducer } from './roomState';

const alice = { socketId: 'a', name: 'Alice', profilePic: 'https://pic/a' };
const bob = { socketId: 'b', name: 'Bob', profilePic: 'https://pic/b' };
const server = (message: ServerMessage): RoomEvent => ({ type: 'server', message });

function run(...events: RoomEvent[]) {
  let state: RoomState = initialRoomState;
  const effects = [];
  for (const e of events) {
    const t = roomReducer(state, e);
    state = t.state;
    effects.push(...t.effects);
  }
  return { state, effects };
}

const toasts = (effects: { kind: string }[]) =>
  effects.filter((e): e is { kind: 'toast'; message: string; variant: string } => e.kind === 'toast').map((e) => e.message);

const inRoomAsBob = [{ type: 'connect' } as const, server({ type: 'joined room successfully', clients: [alice, bob], admin: 'a', me: 'b' })];

describe('room connection state machine', () => {
  it('goes idle → signaling → connected on create, with the success toast', () => {
    expect([initialRoomState.signaling, initialRoomState.roomConnected]).toEqual([false, false]);
    const signaling = run({ type: 'connect' });
    expect([signaling.state.signaling, signaling.state.roomConnected]).toEqual([true, false]);
    const { state, effects } = run({ type: 'connect' }, server({ type: 'created room successfully', clients: [alice], admin: 'a', me: 'a' }));
    expect([state.signaling, state.roomConnected, state.admin, state.me]).toEqual([true, true, 'a', 'a']);
    expect(toasts(effects)).toEqual(['Created room successfully']);
    expect(effects.some((e) => e.kind === 'offer')).toBe(false);
  });

  it('makes the joiner offer to every other client', () => {
    const { state, effects } = run(...inRoomAsBob);
    expect(state.clients.map((c) => c.socketId)).toEqual(['a', 'b']);
    expect(toasts(effects)).toEqual(['Joined room successfully']);
    expect(effects.filter((e) => e.kind === 'offer')).toEqual([{ kind: 'offer', to: 'a' }]);
  });

  it('ignores a second connect while signaling', () => {
    const first = run({ type: 'connect' });
    const again = roomReducer(first.state, { type: 'connect' });
    expect(again.state).toBe(first.state);
    expect(again.effects).toEqual([]);
  });

  it('reports a socket error with the spec text and returns to idle with a teardown', () => {
    const { state, effects } = run({ type: 'connect' }, { type: 'socket-error' });
    expect(toasts(effects)).toEqual(['Couldnt join room ']);
    expect(effects.at(-1)).toEqual({ kind: 'teardown' });
    expect([state.signaling, state.roomConnected]).toEqual([false, false]);
  });

  it('toasts a server error, then "Socket closed" with the reason on 1008', () => {
    const { state, effects } = run({ type: 'connect' }, server({ type: 'error', message: 'Room is full' }), {
      type: 'socket-closed',
      code: 1008,
      reason: 'Room is full',
    });
    expect(toasts(effects)).toEqual(['Room is full', 'Socket closed: Room is full']);
    expect(state).toEqual(initialRoomState);
  });

  it('says the connection was lost when the socket closes under a room (not the 1008 words), and still tears everything down', () => {
    const { state, effects } = run(...inRoomAsBob, { type: 'toggle-camera' }, { type: 'socket-closed', code: 1006, reason: '' });
    expect(toasts(effects)).toEqual(['Joined room successfully', 'Lost the connection to the room']);
    expect(effects.at(-1)).toEqual({ kind: 'teardown' });
    expect(state).toEqual(initialRoomState);
    expect([state.clients, state.admin, state.me, state.camera, state.mic]).toEqual([[], '', '', true, true]);
  });

  it("names the server's reason when it closes the room's socket itself, and says nothing after the visitor's own Exit", () => {
    const shutDown = run(...inRoomAsBob, { type: 'socket-closed', code: 1001, reason: 'Server shutting down' });
    expect(toasts(shutDown.effects).at(-1)).toBe('Lost the connection to the room: Server shutting down');
    const exited = run(...inRoomAsBob, { type: 'exit' }, { type: 'socket-closed', code: 1000, reason: '' });
    expect(toasts(exited.effects)).toEqual(['Joined room successfully']);
  });

  it('adds a new client once and toasts its name', () => {
    const carol = { socketId: 'c', name: 'Carol', profilePic: '' };
    const { state, effects } = run(
      { type: 'connect' },
      server({ type: 'created room successfully', clients: [alice], admin: 'a', me: 'a' }),
      server({ type: 'new client', ...carol }),
      server({ type: 'new client', ...carol }),
    );
    expect(state.clients.map((c) => c.name)).toEqual(['Alice', 'Carol']);
    expect(toasts(effects)).toContain('New client Carol');
  });

  it('removes a client that left and closes its peer', () => {
    const { state, effects } = run(...inRoomAsBob, server({ type: 'client left', socketId: 'a', admin: 'b' }));
    expect(state.clients.map((c) => c.socketId)).toEqual(['b']);
    expect(state.admin).toBe('b');
    expect(toasts(effects)).toContain('User left');
    expect(effects).toContainEqual({ kind: 'close-peer', socketId: 'a' });
  });

  it('routes offers, answers and candidates to the peer links', () => {
    const offer = { type: 'offer' as const, sdp: 'v=0' };
    const { effects } = run(
      ...inRoomAsBob,
      server({ type: 'offer', from: 'a', offer }),
      server({ type: 'answer', from: 'a', answer: { type: 'answer', sdp: 'v=0' } }),
      server({ type: 'ice-candidate', from: 'a', candidate: { candidate: 'c' } }),
    );
    expect(effects.map((e) => e.kind)).toEqual(['toast', 'offer', 'answer', 'apply-answer', 'add-candidate']);
  });

  it('ignores server messages when not in a room', () => {
    const t = roomReducer(initialRoomState, server({ type: 'new client', ...alice }));
    expect(t).toEqual({ state: initialRoomState, effects: [] });
  });

  it('flips camera and mic flags and asks for the tracks to follow', () => {
    const { state, effects } = run(...inRoomAsBob, { type: 'toggle-camera' }, { type: 'toggle-mic' }, { type: 'toggle-mic' });
    expect([state.camera, state.mic]).toEqual([false, true]);
    expect(effects.filter((e) => e.kind === 'set-tracks').at(-1)).toEqual({ kind: 'set-tracks', camera: false, mic: true });
  });
});

describe('room chat', () => {
  it('rejects an empty message', () => {
    const { state, effects } = run(...inRoomAsBob, { type: 'chat-sent', to: 'a', message: '   ' });
    expect(toasts(effects)).toContain('No empty field allowed');
    expect(state.clients[0]!.messages).toEqual([]);
  });

  it('sends the whole list and marks unread only while the panel is closed', () => {
    const sent = run(...inRoomAsBob, { type: 'chat-sent', to: 'a', message: 'hi' });
    expect(sent.effects.at(-1)).toEqual({ kind: 'send-chat', to: 'a', messages: [{ sender: 'me', message: 'hi' }] });
    const incoming = [
      { sender: 'me' as const, message: 'hi' },
      { sender: 'other' as const, message: 'hello' },
    ];
    const closed = run(...inRoomAsBob, { type: 'chat-received', from: 'a', messages: incoming });
    expect(closed.state.clients[0]!.notify).toBe(true);
    expect(closed.state.clients[0]!.messages).toEqual(incoming);
    const opened = roomReducer(closed.state, { type: 'toggle-chat', socketId: 'a' }).state;
    expect(opened.clients[0]!.notify).toBe(false);
    const whileOpen = roomReducer(opened, { type: 'chat-received', from: 'a', messages: incoming }).state;
    expect(whileOpen.clients[0]!.notify).toBe(false);
  });

  it("keeps a message sent while the peer's list was on its way (both sent at once)", () => {
    const sent = run(...inRoomAsBob, { type: 'chat-sent', to: 'a', message: 'from Bob' });
    // Ann's list, sent before mine reached her, has only her own message.
    const { state } = roomReducer(sent.state, { type: 'chat-received', from: 'a', messages: [{ sender: 'other', message: 'from Ann' }] });
    expect(state.clients[0]!.messages).toEqual([
      { sender: 'other', message: 'from Ann' },
      { sender: 'me', message: 'from Bob' },
    ]);
  });
});
