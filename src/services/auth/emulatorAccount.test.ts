import { describe, expect, it } from 'vitest';
import { accountFromForm, avatarDataUrl, emulatorClaims, randomVisitor } from './emulatorAccount';

describe('emulator accounts', () => {
  it('maps one email (any case) to one provider id, so choosing it again is the same user', () => {
    const a = emulatorClaims({ name: 'Ann', email: 'Ann@Example.com ', picture: '' });
    const b = emulatorClaims({ name: 'Ann P.', email: 'ann@example.com', picture: 'x' });
    expect(a.sub).toBe(b.sub);
    expect(a).toMatchObject({ email: 'ann@example.com', email_verified: true, name: 'Ann' });
  });

  it('makes a fresh, well-formed random visitor with a picture', () => {
    const v = randomVisitor(() => 0.123456);
    expect(v).toMatchObject({ name: 'Visitor 123456', email: 'visitor-123456@example.com' });
    expect(v.picture).toMatch(/^data:image\/svg\+xml,/);
    expect(randomVisitor(() => 0.5).email).not.toBe(v.email);
  });

  it('draws initials in the avatar and escapes markup in names', () => {
    const svg = decodeURIComponent(avatarDataUrl('ada <script> lovelace'));
    expect(svg).toContain('>A&#60;<');
    expect(svg).not.toContain('<script>');
  });

  it('accepts a valid form and fills an empty picture with the initials avatar', () => {
    const result = accountFromForm({ name: ' Bo Placeholder ', email: 'bo@example.com', picture: '' });
    expect(result).toEqual({ account: { name: 'Bo Placeholder', email: 'bo@example.com', picture: avatarDataUrl('Bo Placeholder') } });
  });

  it('reports each bad field in place', () => {
    expect(accountFromForm({ name: '  ', email: 'nope', picture: 'javascript:alert(1)' })).toEqual({
      errors: {
        name: 'Enter a display name',
        email: 'Enter an email address like name@example.com',
        picture: 'Enter an http(s) image address, or leave it empty',
      },
    });
    expect(accountFromForm({ name: 'x'.repeat(81), email: 'a@b.co', picture: '' })).toEqual({ errors: { name: 'At most 80 characters' } });
  });
});
