import { describe, expect, it } from 'vitest';
import { type ChatMessage, decodePeerChat, encodeChat, MAX_CHAT_MESSAGE_LENGTH, MAX_CHAT_PAYLOAD_BYTES, mergeChat } from './chatMessages';

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
    expect(decodePeerChat(long)?.[0]?.message).toHaveLength(MAX_CHAT_MESSAGE_LENGTH);
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

describe('merging the list a peer sends', () => {
  const me = (message: string): ChatMessage => ({ sender: 'me', message });
  const other = (message: string): ChatMessage => ({ sender: 'other', message });
  /** What one side's list looks like when it reaches the other (the channel as it runs). */
  const across = (list: ChatMessage[]) => decodePeerChat(encodeChat(list)) ?? [];

  it('loses no message when both send at once, and both lists agree again after the next message', () => {
    // Ann and Bob share one message, then each sends one before the other's list arrives.
    let ann: ChatMessage[] = [me('hi'), me('from Ann')];
    let bob: ChatMessage[] = [other('hi'), me('from Bob')];
    const [toBob, toAnn] = [across(ann), across(bob)];
    ann = mergeChat(ann, toAnn);
    bob = mergeChat(bob, toBob);
    expect(ann).toEqual(expect.arrayContaining([me('hi'), me('from Ann'), other('from Bob')]));
    expect(ann).toHaveLength(3);
    expect(bob).toEqual(expect.arrayContaining([other('hi'), other('from Ann'), me('from Bob')]));
    expect(bob).toHaveLength(3);
    // The next message carries one whole list, and the other side takes its order.
    ann = [...ann, me('again')];
    bob = mergeChat(bob, across(ann));
    expect(bob).toEqual(across(ann));
  });

  it("keeps the peer's list as it is when it has seen all of ours", () => {
    const local = [me('a'), other('b')];
    const received = [me('a'), other('b'), other('c')];
    expect(mergeChat(local, received)).toEqual(received);
  });

  it('adds only what the peer has not seen when its list lost our oldest messages to the size cap', () => {
    const local = [me('1'), me('2'), me('3'), other('x'), me('4')];
    // The peer's list began after our first message, and it has not seen our fourth yet.
    const received = [me('2'), me('3'), other('x'), other('y')];
    expect(mergeChat(local, received)).toEqual([me('2'), me('3'), other('x'), other('y'), me('4')]);
  });
});
