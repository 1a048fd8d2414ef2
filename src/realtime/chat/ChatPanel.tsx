import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { type ChatMessage, MAX_CHAT_MESSAGE_LENGTH } from './chatMessages';

/** From here on the field says how many characters of the most a message may hold it has. */
const NEAR_LIMIT = MAX_CHAT_MESSAGE_LENGTH * 0.9;

/** Spec §2: message list, a 3-row textarea and a send button, for one other participant. */
export function ChatPanel({ id, name, messages, onSend }: { id: string; name: string; messages: ChatMessage[]; onSend(message: string): void }) {
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    if (list && messages.length) list.scrollTop = list.scrollHeight;
  }, [messages]);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    onSend(draft);
    if (draft.trim()) setDraft('');
  };
  // Enter alone adds a line (it is a textarea); Ctrl/Cmd+Enter sends, like most chat apps.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) send();
  };

  return (
    <Box id={id} component="form" onSubmit={send} aria-label={`Chat with ${name}`} sx={{ display: 'grid', gap: 1, mt: 1 }}>
      <Box
        component="ol"
        ref={listRef}
        aria-label="Conversation"
        aria-live="polite"
        data-testid="chat-messages"
        sx={{ listStyle: 'none', m: 0, p: 1, maxHeight: 220, overflowY: 'auto', bgcolor: 'background.default', borderRadius: 1, minHeight: 60 }}
      >
        {messages.map((m, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows; position is identity
          <Box component="li" key={i} data-sender={m.sender} sx={{ textAlign: m.sender === 'me' ? 'right' : 'left', my: 0.5 }}>
            <Typography component="span" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
              {m.sender === 'me' ? 'You' : name}
            </Typography>
            <Typography
              component="span"
              sx={{
                display: 'inline-block',
                px: 1,
                py: 0.5,
                borderRadius: 1,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                bgcolor: m.sender === 'me' ? '#1e4a63' : 'background.paper',
              }}
            >
              {m.message}
            </Typography>
          </Box>
        ))}
      </Box>
      {/* The field holds no more than a message may carry (longer ones were cut on sending, unsaid); near the limit it counts. */}
      <TextField
        label="Message"
        multiline
        rows={3}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        slotProps={{ htmlInput: { maxLength: MAX_CHAT_MESSAGE_LENGTH } }}
        helperText={draft.length >= NEAR_LIMIT ? `${draft.length} of ${MAX_CHAT_MESSAGE_LENGTH} characters · Ctrl+Enter sends` : 'Ctrl+Enter sends'}
      />
      <Button type="submit" variant="contained" endIcon={<SendIcon aria-hidden />} sx={{ justifySelf: 'end' }}>
        Send
      </Button>
    </Box>
  );
}
