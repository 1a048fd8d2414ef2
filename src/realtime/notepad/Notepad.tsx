import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { RoomSession } from '../room/roomSession';
import { changeBetween, mapCaret, mergeNotes } from './noteMerge';
import { DEFAULT_NOTE, decodeNote, MAX_NOTE_LENGTH, NOTE_SEND_DELAY_MS } from './noteMessages';

/** What the textarea had when a received text replaced it, to give back to the new one. */
interface Carried {
  focused: boolean;
  start: number;
  end: number;
  width: string;
  height: string;
}

/**
 * The shared notepad: typing is sent once it pauses for 1500 ms, so the peer is not flooded
 * with one message per key. The member who was there first hands its text to a newcomer. A
 * text received while this side's typing is still unsent is merged with it (noteMerge.ts), and
 * the caret stays where the person is typing.
 */
export function Notepad({ session }: { session: RoomSession }) {
  const [text, setText] = useState(DEFAULT_NOTE);
  const textRef = useRef(text);
  /** The text both sides last had: what was last sent or received. */
  const agreed = useRef(text);
  /** This side was in the room first: its edit wins where both changed the same words. */
  const firstHere = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const area = useRef<HTMLTextAreaElement>(null);
  // A received text gets a new textarea: the browser's undo history of the old one described
  // text that is gone, and Ctrl+Z replayed it into the peer's words and sent the jumble to both.
  const [generation, setGeneration] = useState(0);
  const carried = useRef<Carried | null>(null);

  useLayoutEffect(() => {
    const el = area.current;
    const was = carried.current;
    if (!el || !was || generation === 0) return;
    carried.current = null;
    el.style.width = was.width;
    el.style.height = was.height;
    if (was.focused) el.focus({ preventScroll: true });
    el.setSelectionRange(was.start, was.end);
  }, [generation]);

  useEffect(() => {
    const show = (next: string) => {
      const el = area.current;
      if (el) {
        const change = changeBetween(textRef.current, next);
        const focused = document.activeElement === el;
        carried.current = {
          focused,
          start: mapCaret(el.selectionStart, change),
          end: mapCaret(el.selectionEnd, change),
          width: el.style.width,
          height: el.style.height,
        };
      }
      textRef.current = next;
      setText(next);
      setGeneration((g) => g + 1);
    };
    const offMessage = session.onChannelMessage('note', (_from, data) => {
      const note = decodeNote(data);
      if (note === null) return;
      const mine = textRef.current;
      const merged = mine === agreed.current ? note : mergeNotes(agreed.current, mine, note, firstHere.current);
      agreed.current = note;
      // What stays unsent (this side's part of a merge) goes out when the typing pauses, as before.
      if (merged !== mine) show(merged);
    });
    const offOpen = session.onChannelOpen('note', (_peer, send, initiator) => {
      firstHere.current = !initiator;
      if (!initiator) {
        send(textRef.current);
        agreed.current = textRef.current;
      }
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
    timer.current = setTimeout(() => {
      session.broadcast('note', textRef.current);
      agreed.current = textRef.current;
    }, NOTE_SEND_DELAY_MS);
  };

  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }} id="notepad-hint">
        Shared with the other participant. Drag the corner to resize.
      </Typography>
      <Box
        key={generation}
        ref={area}
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
