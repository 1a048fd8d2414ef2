import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReviewCard } from './ReviewCard';

const review = (feedback: string) => ({ id: 'r1', feedback, rating: 4, profilePic: '', userName: 'Ann', expiry: 0 });
const shownText = (html: string) => /data-testid="review-text"[^>]*>([^<]*)</.exec(html)?.[1] ?? '';

describe('ReviewCard', () => {
  it('folds a long review between characters, never inside an emoji', () => {
    const text = shownText(renderToStaticMarkup(<ReviewCard review={review(`a${'😀'.repeat(290)}`)} />));
    expect(text).toBe(`a${'😀'.repeat(279)}…`);
    expect(text).not.toMatch(/\p{Cs}/u); // no half of a surrogate pair
  });

  it('shows a review of at most 280 characters whole, however many UTF-16 units its emoji take', () => {
    const html = renderToStaticMarkup(<ReviewCard review={review('😀'.repeat(280))} />);
    expect(shownText(html)).toBe('😀'.repeat(280));
    expect(html).not.toContain('Show more');
  });
});
