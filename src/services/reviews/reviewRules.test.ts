import { describe, expect, it } from 'vitest';
import { BLANK_FEEDBACK, checkDraft, expiryFor, safePictureUrl } from './reviewRules';

describe('review rules', () => {
  it('accepts 10 to 3000 characters, counting emoji as one', () => {
    expect(checkDraft({ feedback: '1234567890' }).ok).toBe(true);
    expect(checkDraft({ feedback: '😀'.repeat(10) }).ok).toBe(true);
    expect(checkDraft({ feedback: '😀'.repeat(9) })).toMatchObject({ ok: false, field: 'feedback' });
    expect(checkDraft({ feedback: 'x'.repeat(3000) }).ok).toBe(true);
    expect(checkDraft({ feedback: 'x'.repeat(3001) })).toMatchObject({ ok: false, message: 'Feedback must be at most 3000 characters' });
  });

  it('refuses control characters (but not line breaks and tabs) and text that is not well-formed', () => {
    const control = 'Feedback must not contain control characters (line breaks and tabs are fine)';
    const broken = 'Feedback must be valid text: it contains a broken character';
    expect(checkDraft({ feedback: `abc\u0000${'d'.repeat(17)}` })).toEqual({ ok: false, field: 'feedback', message: control });
    expect(checkDraft({ feedback: `ten chars!\u0000${'x'.repeat(10)}` })).toMatchObject({ message: control });
    expect(checkDraft({ feedback: 'bell \u0007 and next line \u0085' })).toMatchObject({ message: control });
    expect(checkDraft({ feedback: 'Line one,\r\nline two\tand a tab.' }).ok).toBe(true);
    expect(checkDraft({ feedback: '\udc00'.repeat(3000) })).toEqual({ ok: false, field: 'feedback', message: broken });
    expect(checkDraft({ feedback: 'ok\ud83dok text here' })).toMatchObject({ message: broken });
    expect(checkDraft({ feedback: 'Paired 😀 is fine.' }).ok).toBe(true);
  });

  it('refuses a review of only spaces, line breaks or invisible characters, whatever its length', () => {
    const blank = { ok: false, field: 'feedback', message: BLANK_FEEDBACK };
    for (const feedback of [
      ' '.repeat(10),
      '\n'.repeat(10),
      '\u200b'.repeat(10),
      ' \t\r\n\u00a0\u2003\u3164\ufe0f\u2060\u202e'.repeat(2),
      ' '.repeat(3000),
    ]) {
      expect(checkDraft({ feedback })).toEqual(blank);
    }
    expect(checkDraft({ feedback: '   ' })).toEqual(blank);
    expect(checkDraft({ feedback: '' })).toMatchObject({ message: 'Feedback must be at least 10 characters' });
    // One visible character among the blanks is a review, and its length counts every character (spec §5).
    expect(checkDraft({ feedback: `${' '.repeat(9)}.` }).ok).toBe(true);
    expect(checkDraft({ feedback: `\u200b${'😀'.repeat(9)}` }).ok).toBe(true);
  });

  it('defaults the rating to 3 and refuses anything but an integer 1-5', () => {
    expect(checkDraft({ feedback: 'Long enough.' })).toEqual({ ok: true, draft: { feedback: 'Long enough.', rating: 3 } });
    for (const rating of [0, 6, 4.5, '5', null, Number.NaN]) {
      expect(checkDraft({ feedback: 'Long enough.', rating })).toMatchObject({ ok: false, field: 'rating' });
    }
  });

  it('expires one calendar month later, clamped to the end of a shorter month', () => {
    expect(new Date(expiryFor(Date.UTC(2026, 4, 15, 8, 30))).toISOString()).toBe('2026-06-15T08:30:00.000Z');
    expect(new Date(expiryFor(Date.UTC(2028, 0, 31))).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(new Date(expiryFor(Date.UTC(2026, 11, 31))).toISOString()).toBe('2027-01-31T00:00:00.000Z');
  });

  it('keeps only web addresses and inline images as pictures', () => {
    expect(safePictureUrl('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(safePictureUrl('data:image/svg+xml,%3Csvg%3E')).toBe('data:image/svg+xml,%3Csvg%3E');
    expect(safePictureUrl('javascript:alert(1)')).toBe('');
    expect(safePictureUrl('data:text/html,<script>')).toBe('');
    expect(safePictureUrl(42)).toBe('');
  });
});
