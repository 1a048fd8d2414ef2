import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { RoomSession } from '../room/roomSession';
import { DEFAULT_NOTE, decodeNote, MAX_NOTE_LENGTH, NOTE_SEND_DELAY_MS } from './noteMessages';

/**
 * The shared notepad: typing is sent once it pauses for 1500 ms, so the peer is not flooded
 * with one message per key. The member who was there first hands its text to a newcomer.
 */
export function Notepad({ session }: { session: RoomSession }) {
  const [text, setText] = useState(DEFAULT_NOTE);
  const textRef = useRef(text);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const offMessage = session.onChannelMessage('note', (_from, data) => {
      const note = decodeNote(data);
      if (note === null) return;
      textRef.current = note;
      setText(note);
    });
    const offOpen = session.onChannelOpen('note', (_peer, send, initiator) => {
      if (!initiator) send(textRef.current);
    });
    return () => {
      offMessage();
      offOpen();
      clearTimeout(timer.current);
    };
  }, [session]);

  const onChange = (value: string) => {
    textRef.current = value;
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => session.broadcast('note', textRef.current), NOTE_SEND_DELAY_MS);
  };

  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }} id="notepad-hint">
        Shared with the other participant. Drag the corner to resize.
      </Typography>
      <Box
        component="textarea"
        aria-label="Notepad"
        aria-describedby="notepad-hint"
        value={text}
        maxLength={MAX_NOTE_LENGTH}
        onChange={(e) => onChange(e.target.value)}
        rows={10}
        sx={{
          width: '100%',
          maxWidth: '100%',
          minHeight: 120,
          resize: 'both',
          p: 1.5,
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      />
    </>
  );
}
