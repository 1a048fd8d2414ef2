import { describe, expect, it } from 'vitest';
import { shareLink } from '../../realtime/ui/shareLink';
import { roomLinkParams } from './roomLinkParams';

const hashOf = (link: string) => new URL(link).hash;

describe('roomLinkParams', () => {
  it('gives back exactly the room id and password a share link was made from', () => {
    for (const [roomId, roomPass] of [
      ['a%41b', 'p%41'],
      ['100%', '%25'],
      ['a/b#c?d', 'x y'],
      ['😀 room', ''],
    ]) {
      expect(roomLinkParams(hashOf(shareLink('https://site.example', roomId!, roomPass!)))).toEqual({ roomId, roomPass: roomPass || undefined });
    }
  });

  it('reads a fragment or a trailing slash as no part of the room', () => {
    expect(roomLinkParams('#/realtimeapps/room42#chat')).toEqual({ roomId: 'room42', roomPass: undefined });
    expect(roomLinkParams('#/realtimeapps/room42/pw/')).toEqual({ roomId: 'room42', roomPass: 'pw' });
  });

  it('keeps a malformed escape as typed', () => {
    expect(roomLinkParams('#/realtimeapps/ab%25zz%')).toEqual({ roomId: 'ab%25zz%', roomPass: undefined });
  });
});
