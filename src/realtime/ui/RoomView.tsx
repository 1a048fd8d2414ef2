import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { copyLink } from '../../app/share/copyLink';
import type { RoomSession, RoomSnapshot } from '../room/roomSession';
import { OwnTile } from './OwnTile';
import { PeerTile } from './PeerTile';
import { shareLink } from './shareLink';

const copyShareLink = (roomId: string, roomPass: string) => copyLink(shareLink(window.location.origin, roomId, roomPass));

/** Spec §2 'Realtime page, in a room'. */
export function RoomView({
  session,
  snapshot,
  roomId,
  roomPass,
}: {
  session: RoomSession;
  snapshot: RoomSnapshot;
  roomId: string;
  roomPass: string;
}) {
  const { room } = snapshot;
  const others = room.clients.filter((c) => c.socketId !== room.me);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
      <OwnTile
        stream={snapshot.localStream}
        roomId={roomId}
        roomPass={roomPass}
        camera={room.camera}
        mic={room.mic}
        onShare={() => void copyShareLink(roomId, roomPass)}
        onCamera={() => session.dispatch({ type: 'toggle-camera' })}
        onMic={() => session.dispatch({ type: 'toggle-mic' })}
        onExit={() => session.dispatch({ type: 'exit' })}
      />
      {others.length === 0 ? (
        <Box role="status" data-testid="room-empty">
          <Typography sx={{ fontWeight: 600, mb: 1 }}>Nobody in the room yet please wait patiently.</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Collab is only for 2 people. And limited to this page only.
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Free services have a limit.
          </Typography>
        </Box>
      ) : (
        others.map((client) => (
          <PeerTile
            key={client.socketId}
            client={client}
            stream={snapshot.remoteStreams[client.socketId]}
            onToggleChat={() => session.dispatch({ type: 'toggle-chat', socketId: client.socketId })}
            onSend={(message) => session.dispatch({ type: 'chat-sent', to: client.socketId, message })}
          />
        ))
      )}
    </Box>
  );
}
