import ChatIcon from '@mui/icons-material/Chat';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../engine/layout/visuallyHidden';
import { ChatPanel } from '../chat/ChatPanel';
import type { RoomClient } from '../room/roomState';
import { MediaVideo } from './MediaVideo';

/** Spec §2: the other participant — name, picture, video, chat button (highlighted when unread). */
export function PeerTile({
  client,
  stream,
  onToggleChat,
  onSend,
}: {
  client: RoomClient;
  stream: MediaStream | undefined;
  onToggleChat(): void;
  onSend(message: string): void;
}) {
  const panelId = `chat-panel-${client.socketId}`;
  const latest = client.messages.findLast((m) => m.sender === 'other')?.message ?? '';
  return (
    <Paper component="article" aria-label={`Participant ${client.name}`} data-testid="peer-tile" sx={{ p: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Avatar src={client.profilePic || undefined} alt={client.name} sx={{ width: 32, height: 32 }}>
          {client.name.slice(0, 1)}
        </Avatar>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {client.name}
        </Typography>
      </Box>
      <MediaVideo stream={stream ?? null} label={`Video of ${client.name}`} testId="peer-video" />
      <Badge color="secondary" variant="dot" invisible={!client.notify} overlap="rectangular" sx={{ mt: 1 }}>
        <Button
          variant={client.notify ? 'contained' : 'outlined'}
          color={client.notify ? 'secondary' : 'primary'}
          startIcon={<ChatIcon aria-hidden />}
          onClick={onToggleChat}
          aria-expanded={client.chatOpen}
          aria-controls={client.chatOpen ? panelId : undefined}
          data-unread={client.notify}
        >
          {client.notify ? 'Chat (unread)' : 'Chat'}
        </Button>
      </Badge>
      {/* The open panel's list is a live region; with the panel closed this says what came (a changed button label is not announced). */}
      <Box role="status" sx={visuallyHidden} data-testid="chat-announcement">
        {client.notify && !client.chatOpen ? `New message from ${client.name}: ${latest.slice(0, 140)}` : ''}
      </Box>
      {client.chatOpen && <ChatPanel id={panelId} name={client.name} messages={client.messages} onSend={onSend} />}
    </Paper>
  );
}
