import { describe, expect, it } from 'vitest';
import { type EnvelopeHeader, forEachEnvelope, relayEnvelope } from './envelope';

function read(text: string): { header: EnvelopeHeader; body: string }[] {
  const found: { header: EnvelopeHeader; body: string }[] = [];
  forEachEnvelope(text, (header, body) => found.push({ header, body }));
  return found;
}

describe('channel envelopes', () => {
  it('reads a batch of relays in order, bodies untouched (JSON keeps its newlines escaped)', () => {
    const bodies = [JSON.stringify({ type: 'offer', sdp: 'v=0\r\na=x\n' }), JSON.stringify({ type: 'ice-candidate', candidate: 'c' })];
    const batch = [relayEnvelope('b', 'room', 'a', bodies[0]!), relayEnvelope('b', 'room', 'a', bodies[1]!)].join('\n');
    expect(read(batch)).toEqual(bodies.map((body) => ({ header: { kind: 'relay', to: 'b', room: 'room', from: 'a' }, body })));
  });

  it("reads the Lua scripts' single envelope", () => {
    const text = `{"kind":"left","to":"b","room":"r","from":"a"}\n{"type":"client left","socketId":"a","admin":"b"}`;
    expect(read(text)).toEqual([
      { header: { kind: 'left', to: 'b', room: 'r', from: 'a' }, body: '{"type":"client left","socketId":"a","admin":"b"}' },
    ]);
  });

  it('skips a malformed envelope without losing the others of its batch', () => {
    const good = relayEnvelope('b', 'r', 'a', '{}');
    expect(read(`not json\n{}\n{"kind":"other","to":"b","room":"r","from":"a"}\n{}\n${good}`)).toHaveLength(1);
    expect(read('no newline at all')).toEqual([]);
  });
});
