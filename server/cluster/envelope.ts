/**
 * What travels on a node's channel: one JSON header line, then the exact text the recipient's
 * socket gets (so a relayed message is serialized once, by the sender's node). The Lua scripts
 * write 'joined' and 'left' envelopes; nodes write 'relay' ones.
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

/** Undefined for anything malformed: a channel message we cannot read is dropped, never thrown. */
export function parseEnvelope(text: string): { header: EnvelopeHeader; body: string } | undefined {
  const cut = text.indexOf('\n');
  if (cut < 0) return undefined;
  try {
    const header = JSON.parse(text.slice(0, cut)) as Partial<EnvelopeHeader>;
    if (typeof header.to !== 'string' || typeof header.room !== 'string' || typeof header.from !== 'string') return undefined;
    if (header.kind !== 'relay' && header.kind !== 'joined' && header.kind !== 'left') return undefined;
    return { header: header as EnvelopeHeader, body: text.slice(cut + 1) };
  } catch {
    return undefined;
  }
}
