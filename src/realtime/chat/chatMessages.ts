/** Spec §3 'Chat message'. Over the chat channel each side sends its whole list (spec §7). */
export interface ChatMessage {
  sender: 'me' | 'other';
  message: string;
}

/** Bounds so a misbehaving peer cannot make us hold or render unbounded data. */
export const MAX_CHAT_MESSAGES = 500;
export const MAX_CHAT_MESSAGE_LENGTH = 5000;

/** Data channels cap one message (Chrome: 256 KiB); the list sent keeps to well under that. */
export const MAX_CHAT_PAYLOAD_BYTES = 200_000;

/** The most recent messages that fit in one data-channel message, oldest first. */
export function encodeChat(messages: ChatMessage[]): string {
  const encoder = new TextEncoder();
  const kept: string[] = [];
  let bytes = 2;
  for (let i = messages.length - 1; i >= 0 && kept.length < MAX_CHAT_MESSAGES; i--) {
    const entry = JSON.stringify(messages[i]);
    bytes += encoder.encode(entry).length + 1;
    if (bytes > MAX_CHAT_PAYLOAD_BYTES) break;
    kept.push(entry);
  }
  return `[${kept.reverse().join(',')}]`;
}

/**
 * Reads the list a peer sent and turns it into our point of view: what the peer calls 'me'
 * is 'other' to us. Malformed data yields null (ignored); malformed entries are dropped.
 */
export function decodePeerChat(raw: unknown): ChatMessage[] | null {
  if (typeof raw !== 'string') return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(data)) return null;
  const out: ChatMessage[] = [];
  for (const entry of data.slice(-MAX_CHAT_MESSAGES)) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { sender, message } = entry as Record<string, unknown>;
    if ((sender !== 'me' && sender !== 'other') || typeof message !== 'string') continue;
    out.push({ sender: sender === 'me' ? 'other' : 'me', message: message.slice(0, MAX_CHAT_MESSAGE_LENGTH) });
  }
  return out;
}

/**
 * The list after a peer's arrives. Each side sends its whole list (spec §7), so when both send
 * at once each list lacks the other's newest message, and taking the peer's list as it came
 * lost our own for good. The peer's list is right about its own messages; ours about ours: keep
 * the peer's list and add, at its end, our messages it has not seen yet. Its run of our messages
 * is a window of ours (the oldest may have been cut to fit a data-channel message), so what
 * follows the last place that window fits is what it has not seen.
 */
export function mergeChat(local: readonly ChatMessage[], received: readonly ChatMessage[]): ChatMessage[] {
  const ours = local.filter((m) => m.sender === 'me').map((m) => m.message);
  const seen = received.filter((m) => m.sender === 'me').map((m) => m.message);
  // None of ours in its list: it has seen none of them (not yet, or not since it joined).
  let unseenFrom = seen.length === 0 ? 0 : ours.length;
  for (let end = ours.length; seen.length > 0 && end >= seen.length; end--) {
    if (seen.every((text, i) => ours[end - seen.length + i] === text)) {
      unseenFrom = end;
      break;
    }
  }
  const unseen = ours.slice(unseenFrom).map((message): ChatMessage => ({ sender: 'me', message }));
  return [...received, ...unseen].slice(-MAX_CHAT_MESSAGES);
}
