import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { PageSection } from '../../pages/PageSection';
import { type AuthUser, getFreshIdToken } from '../../services/auth';
import { DrawingBoard } from '../drawing/DrawingBoard';
import { Notepad } from '../notepad/Notepad';
import { createRoomSession } from '../room/roomSession';
import { VisualizerSection } from '../visualizer/VisualizerSection';
import { RoomForm, type RoomFormValues } from './RoomForm';
import { RoomView } from './RoomView';

const toast = (message: string, variant: 'success' | 'info' | 'error') => enqueueSnackbar(message, { variant });

/** The room page for a signed-in user: the room (or its form), the notepad and the board. */
export function RealtimeRoom({ user, roomId, roomPass }: { user: AuthUser; roomId?: string; roomPass?: string }) {
  const [session] = useState(() => createRoomSession(toast));
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const link = `${roomId ?? ''}/${roomPass ?? ''}`;
  /** What the form last sent, and from which link. */
  const [sent, setSent] = useState<{ link: string; values: RoomFormValues } | null>(null);
  const { roomConnected, signaling } = snapshot.room;
  // Back from a room (Exit, or the connection lost), the form shows what it sent, Join or Create
  // included, so going back in is one click. A new link (another room) starts from that link.
  const formStart = sent?.link === link ? sent.values : null;

  // Leaving the page leaves the room: camera off, peers and socket closed.
  useEffect(() => () => void session.dispatch({ type: 'exit' }), [session]);

  const connect = (values: RoomFormValues) => {
    setSent({ link, values });
    void session.connect({ ...values, uid: user.uid, getIdToken: getFreshIdToken });
  };

  return (
    <>
      <PageSection id="chat" title={roomConnected ? 'Room' : 'Video, audio and chat'}>
        {roomConnected && sent ? (
          <RoomView session={session} snapshot={snapshot} roomId={sent.values.roomId} roomPass={sent.values.roomPass} />
        ) : (
          <RoomForm
            key={link}
            initialRoomId={formStart?.roomId ?? roomId}
            initialRoomPass={formStart?.roomPass ?? roomPass}
            initialCreateRoom={formStart?.createRoom}
            signaling={signaling}
            onSubmit={connect}
          />
        )}
      </PageSection>
      <PageSection id="notepad" title="Notepad">
        <Notepad session={session} />
      </PageSection>
      <PageSection id="drawingboard" title="Drawing board">
        <DrawingBoard session={session} />
      </PageSection>
      <PageSection id="visualizer" title="Visualizer">
        {roomConnected && snapshot.room.me ? (
          <VisualizerSection
            key={snapshot.room.me}
            session={session}
            me={snapshot.room.me}
            peers={snapshot.room.clients.filter((c) => c.socketId !== snapshot.room.me).length}
          />
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>In a room, watch a visualizer here together with the other participant.</Typography>
        )}
      </PageSection>
    </>
  );
}
