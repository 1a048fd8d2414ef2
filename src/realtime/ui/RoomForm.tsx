import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import {
  CONTROL_CHARACTERS,
  characterCount,
  limitCharacters,
  ROOM_ID_MAX_LENGTH,
  ROOM_ID_MIN_LENGTH,
  ROOM_PASS_MAX_LENGTH,
} from '../protocol/signalling';

export interface RoomFormValues {
  roomId: string;
  roomPass: string;
  createRoom: boolean;
}

/**
 * Without the control and format characters a field cannot show: a link may carry them (`%0A`),
 * and so may text pasted from a chat (a zero-width space). The form would show one id and send
 * another, which the server refuses.
 */
const printable = (text: string) => text.replace(new RegExp(CONTROL_CHARACTERS.source, 'gu'), '');

/** Spec §2 'Realtime page, before connecting'. A room id from the link means joining it, unless `initialCreateRoom` says otherwise. */
export function RoomForm({
  initialRoomId = '',
  initialRoomPass = '',
  initialCreateRoom = !initialRoomId,
  signaling,
  onSubmit,
}: {
  initialRoomId?: string;
  initialRoomPass?: string;
  initialCreateRoom?: boolean;
  signaling: boolean;
  onSubmit(values: RoomFormValues): void;
}) {
  const [createRoom, setCreateRoom] = useState(initialCreateRoom);
  const [roomId, setRoomId] = useState(() => printable(initialRoomId));
  const [roomPass, setRoomPass] = useState(() => printable(initialRoomPass));
  const [touched, setTouched] = useState(false);
  const roomIdInput = useRef<HTMLInputElement>(null);
  const tooShort = characterCount(roomId.trim()) < ROOM_ID_MIN_LENGTH;
  const label = createRoom ? (signaling ? 'Creating' : 'Create') : signaling ? 'Joining' : 'Join';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    // A refused id: focus goes to its field, so a screen reader reads it out as invalid with
    // its rule; the helper text alone only turned red where the focus was not.
    if (tooShort) roomIdInput.current?.focus();
    if (tooShort || signaling) return;
    onSubmit({ roomId: roomId.trim(), roomPass, createRoom });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="room-form-title" sx={{ display: 'grid', gap: 2, maxWidth: 420 }}>
      <Typography id="room-form-title" variant="h5" component="h3">
        {createRoom ? 'Create Room Form' : 'Join Room Form'}
      </Typography>
      <TextField
        label="Room Id"
        inputRef={roomIdInput}
        value={roomId}
        onChange={(e) => setRoomId(limitCharacters(printable(e.target.value), ROOM_ID_MAX_LENGTH))}
        onBlur={() => setTouched(true)}
        required
        autoComplete="off"
        error={touched && tooShort}
        helperText={`At least ${ROOM_ID_MIN_LENGTH} characters`}
        slotProps={{ htmlInput: { minLength: ROOM_ID_MIN_LENGTH } }}
      />
      <TextField
        label="Room Password"
        type="password"
        value={roomPass}
        onChange={(e) => setRoomPass(limitCharacters(printable(e.target.value), ROOM_PASS_MAX_LENGTH))}
        autoComplete="off"
        helperText="Optional"
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={signaling} aria-busy={signaling}>
          {label}
        </Button>
        <Button type="button" variant="text" disabled={signaling} onClick={() => setCreateRoom((c) => !c)}>
          {createRoom ? 'join room ?' : 'create room ?'}
        </Button>
      </Box>
    </Box>
  );
}
