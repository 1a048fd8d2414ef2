import { describe, expect, it } from 'vitest';
import { type ChatMessage, decodePeerChat, encodeChat, MAX_CHAT_MESSAGE_LENGTH, MAX_CHAT_PAYLOAD_BYTES } from './chatMessages';

describe('chat channel messages', () => {
  it("turns the peer's point of view into ours", () => {
    const theirs = encodeChat([
      { sender: 'me', message: 'hello' },
      { sender: 'other', message: 'hi' },
    ]);
    expect(decodePeerChat(theirs)).toEqual([
      { sender: 'other', message: 'hello' },
      { sender: 'me', message: 'hi' },
    ]);
  });

  it('ignores malformed data and entries', () => {
    for (const raw of ['{', '{"sender":"me"}', 'null', new Blob([]), 7]) expect(decodePeerChat(raw)).toBeNull();
    const mixed = JSON.stringify([{ sender: 'admin', message: 'x' }, { sender: 'me', message: 5 }, 'x', { sender: 'me', message: 'ok' }]);
    expect(decodePeerChat(mixed)).toEqual([{ sender: 'other', message: 'ok' }]);
    const long = JSON.stringify([{ sender: 'me', message: 'x'.repeat(MAX_CHAT_MESSAGE_LENGTH + 1) }]);
    expect(decodePeerChat(long)?.[0].message).toHaveLength(MAX_CHAT_MESSAGE_LENGTH);
  });

  it('sends only the latest messages that fit in one data-channel message', () => {
    const long: ChatMessage[] = Array.from({ length: 200 }, (_, i) => ({ sender: 'me', message: `${i}:${'é'.repeat(2000)}` }));
    const encoded = encodeChat(long);
    expect(new TextEncoder().encode(encoded).length).toBeLessThanOrEqual(MAX_CHAT_PAYLOAD_BYTES);
    const received = decodePeerChat(encoded) ?? [];
    expect(received.length).toBeGreaterThan(10);
    expect(received.at(-1)?.message.startsWith('199:')).toBe(true);
  });
});
