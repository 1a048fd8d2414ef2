import { describe, expect, it } from 'vitest';
import { shareLink } from './shareLink';

describe('share link', () => {
  it('has the room id and, when set, the password', () => {
    expect(shareLink('https://site.example', 'room42', '')).toBe('https://site.example/#/realtimeapps/room42');
    expect(shareLink('https://site.example', 'room42', 'pw')).toBe('https://site.example/#/realtimeapps/room42/pw');
  });

  it('escapes characters that would break the route', () => {
    expect(shareLink('http://h', 'a/b c', '#x')).toBe('http://h/#/realtimeapps/a%2Fb%20c/%23x');
  });
});
