import { describe, expect, it } from 'vitest';
import { decodeSafely } from './decodeSafely';

describe('decodeSafely', () => {
  it('decodes well-formed escapes, reserved characters included', () => {
    expect(decodeSafely('a%20b%2Fc%23d')).toBe('a b/c#d');
  });

  it('leaves malformed escapes as they stand instead of throwing', () => {
    for (const text of ['100%', '%', '%E0%A4%A', 'ab%zz']) expect(decodeSafely(text)).toBe(text);
  });
});
