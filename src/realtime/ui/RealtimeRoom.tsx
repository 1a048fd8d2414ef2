import { enqueueSnackbar } from 'notistack';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { PageSection } from '../../pages/PageSection';
import { type AuthUser, getFreshIdToken } from '../../services/auth';
import { DrawingBoard } from '../drawing/DrawingBoard';
import { Notepad } from '../notepad/Notepad';
import { createRoomSession } from '../room/roomSession';
import { RoomForm, type RoomFormValues } from './RoomForm';
import { RoomView } from './RoomView';

const toast = (message: string, variant: 'success' | 'info' | 'error') => enqueueSnackbar(message, { variant });

/** The room page for a signed-in user: the room (or its form), the notepad and the board. */
export function RealtimeRoom({ user, roomId, roomPass }: { user: AuthUser; roomId?: string; roomPass?: string }) {
  const [session] = useState(() => createRoomSession(toast));
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const [joinedAs, setJoinedAs] = useState<RoomFormValues | null>(null);
  const { roomConnected, signaling } = snapshot.room;

  // Leaving the page leaves the room: camera off, peers and socket closed.
  useEffect(() => () => void session.dispatch({ type: 'exit' }), [session]);

  const connect = (values: RoomFormValues) => {
    setJoinedAs(values);
    void session.connect({ ...values, uid: user.uid, getIdToken: getFreshIdToken });
  };

  return (
    <>
      <PageSection id="chat" title={roomConnected ? 'Room' : 'Video, audio and chat'}>
        {roomConnected && joinedAs ? (
          <RoomView session={session} snapshot={snapshot} roomId={joinedAs.roomId} roomPass={joinedAs.roomPass} />
        ) : (
          <RoomForm key={`${roomId ?? ''}/${roomPass ?? ''}`} initialRoomId={roomId} initialRoomPass={roomPass} signaling={signaling} onSubmit={connect} />
        )}
      </PageSection>
      <PageSection id="notepad" title="Notepad">
        <Notepad session={session} />
      </PageSection>
      <PageSection id="drawingboard" title="Drawing board">
        <DrawingBoard session={session} />
      </PageSection>
    </>
  );
}
