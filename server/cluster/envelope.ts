/**
 * What travels on a node's channel: one or more envelopes, each a JSON header line followed by
 * a line with the exact text the recipient's socket gets (so a relayed message is serialized
 * once, by the sender's node). JSON never holds a raw newline, so '\n' separates lines without
 * escaping. The Lua scripts write single 'joined' and 'left' envelopes; a node writes every
 * relay of one event-loop turn to one partner node as a batch of 'relay' envelopes
 * (relayPublisher.ts), one PUBLISH for all of them.
 */
export interface EnvelopeHeader {
  kind: 'relay' | 'joined' | 'left';
  /** Recipient socket id, and the room it must still be in for the message to count. */
  to: string;
  room: string;
  /** The socket the message is about: sender of a relay, the joiner, the one who left. */
  from: string;
  /** For 'joined': the joiner's node, where relays to it go. */
  node?: string;
}

export function relayEnvelope(to: string, room: string, from: string, body: string): string {
  return `{"kind":"relay","to":${JSON.stringify(to)},"room":${JSON.stringify(room)},"from":${JSON.stringify(from)}}\n${body}`;
}

function parseHeader(line: string): EnvelopeHeader | undefined {
  try {
    const header = JSON.parse(line) as Partial<EnvelopeHeader>;
    if (typeof header.to !== 'string' || typeof header.room !== 'string' || typeof header.from !== 'string') return undefined;
    if (header.kind !== 'relay' && header.kind !== 'joined' && header.kind !== 'left') return undefined;
    return header as EnvelopeHeader;
  } catch {
    return undefined;
  }
}

/**
 * Calls `each` for every envelope of a channel message, in order. A malformed envelope is
 * skipped (never thrown): a channel message we cannot read must not cost the others in its batch.
 */
export function forEachEnvelope(text: string, each: (header: EnvelopeHeader, body: string) => void): void {
  let at = 0;
  while (at < text.length) {
    const headerEnd = text.indexOf('\n', at);
    if (headerEnd < 0) return;
    let bodyEnd = text.indexOf('\n', headerEnd + 1);
    if (bodyEnd < 0) bodyEnd = text.length;
    const header = parseHeader(text.slice(at, headerEnd));
    if (header) each(header, text.slice(headerEnd + 1, bodyEnd));
    at = bodyEnd + 1;
  }
}
