import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RoomClient } from '../room/roomState';
import { PeerTile } from './PeerTile';

const ann = (over: Partial<RoomClient>): RoomClient => ({
  socketId: 'a',
  name: 'Ann',
  profilePic: '',
  messages: [
    { sender: 'other', message: 'first' },
    { sender: 'me', message: 'mine' },
    { sender: 'other', message: 'are you there?' },
  ],
  notify: false,
  chatOpen: false,
  ...over,
});
const announced = (client: RoomClient) => {
  const html = renderToStaticMarkup(<PeerTile client={client} stream={undefined} onToggleChat={() => {}} onSend={() => {}} />);
  return /<div[^>]*role="status"[^>]*data-testid="chat-announcement"[^>]*>([^<]*)<\/div>/.exec(html)?.[1];
};

describe('PeerTile', () => {
  it('says what came in a status line while the chat panel is closed, since a changed button label is not announced', () => {
    expect(announced(ann({ notify: true }))).toBe('New message from Ann: are you there?');
  });

  it('says nothing there once read, or while the panel (a live region itself) is open', () => {
    expect(announced(ann({ notify: false }))).toBe('');
    expect(announced(ann({ notify: false, chatOpen: true }))).toBe('');
  });
});
