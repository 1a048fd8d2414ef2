import { describe, expect, it } from 'vitest';
import { parseServerMessage } from './parseServerMessage';

describe('server message parsing', () => {
  it('accepts the spec messages', () => {
    const joined = { type: 'joined room successfully', clients: [{ socketId: 'a', name: 'A', profilePic: '' }], admin: 'a', me: 'b' };
    expect(parseServerMessage(JSON.stringify(joined))).toEqual(joined);
    expect(parseServerMessage('{"type":"error","message":"Room is full"}')).toEqual({ type: 'error', message: 'Room is full' });
    const offer = { type: 'offer', from: 'a', offer: { type: 'offer', sdp: 'v=0' } };
    expect(parseServerMessage(JSON.stringify(offer))).toEqual(offer);
  });

  it('drops anything malformed', () => {
    for (const raw of [
      '',
      '{',
      '[]',
      '{"type":"offer","from":"a","offer":{"type":"answer","sdp":"x"}}',
      '{"type":"new client"}',
      '{"type":"hack"}',
      3,
    ]) {
      expect(parseServerMessage(raw)).toBeNull();
    }
  });
});
