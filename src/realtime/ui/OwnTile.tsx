import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import ShareIcon from '@mui/icons-material/Share';
import VideocamIcon from '@mui/icons-material/Videocam';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MediaVideo } from './MediaVideo';

/** Spec §2: own video with the room id and password label, share link, camera, mic, Exit. */
export function OwnTile({
  stream,
  roomId,
  roomPass,
  camera,
  mic,
  onShare,
  onCamera,
  onMic,
  onExit,
}: {
  stream: MediaStream | null;
  roomId: string;
  roomPass: string;
  camera: boolean;
  mic: boolean;
  onShare(): void;
  onCamera(): void;
  onMic(): void;
  onExit(): void;
}) {
  const control = (label: string, onClick: () => void, icon: ReactNode, pressed?: boolean, hint = label) => (
    <Tooltip title={hint}>
      <IconButton onClick={onClick} aria-label={label} aria-pressed={pressed} color="primary">
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Paper component="article" aria-label="You" sx={{ p: 1.5, minWidth: 0 }}>
      <MediaVideo stream={stream} muted label="Your video" testId="own-video" />
      <Typography data-testid="room-label" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        Room Id: <strong>{roomId}</strong>
        {roomPass ? (
          <>
            {' '}
            · Password: <strong>{roomPass}</strong>
          </>
        ) : null}
      </Typography>
      <Box role="toolbar" aria-label="Call controls" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
        {control('Copy share link', onShare, <ShareIcon />)}
        {control('Camera', onCamera, camera ? <VideocamIcon /> : <VideocamOffIcon />, camera, camera ? 'Turn camera off' : 'Turn camera on')}
        {control('Microphone', onMic, mic ? <MicIcon /> : <MicOffIcon />, mic, mic ? 'Mute microphone' : 'Unmute microphone')}
        <Button onClick={onExit} color="warning" startIcon={<ExitToAppIcon aria-hidden />} sx={{ ml: 'auto' }}>
          Exit
        </Button>
      </Box>
    </Paper>
  );
}
