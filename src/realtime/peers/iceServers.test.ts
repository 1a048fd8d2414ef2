import { describe, expect, it } from 'vitest';
import { DEFAULT_ICE_SERVERS, iceServers, parseIceServers } from './iceServers';

describe('ICE server configuration', () => {
  it('defaults to a public STUN server', () => {
    expect(iceServers()).toEqual(DEFAULT_ICE_SERVERS);
    expect(String(DEFAULT_ICE_SERVERS[0]!.urls)).toMatch(/^stun:/);
  });

  it('accepts an empty list (loopback tests) and TURN entries, refuses malformed JSON', () => {
    expect(parseIceServers('[]')).toEqual([]);
    const turn = [{ urls: ['turn:t.example:3478'], username: 'u', credential: 'c' }];
    expect(parseIceServers(JSON.stringify(turn))).toEqual(turn);
    for (const bad of ['', '{', '{}', '[{"urls":5}]', '[null]']) expect(parseIceServers(bad)).toBeNull();
  });
});
