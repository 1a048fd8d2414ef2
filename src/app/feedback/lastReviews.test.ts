import { describe, expect, it } from 'vitest';
import type { OwnReview } from '../../services/reviews';
import { LAST_REVIEWS_KEY, readLastReviews, writeLastReviews } from './lastReviews';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

const now = Date.UTC(2026, 0, 15);
const review = (id: string, expiry = now + 86_400_000) => ({
  id,
  feedback: `Feedback ${id}`,
  rating: 4,
  profilePic: '',
  userName: `Visitor ${id}`,
  expiry,
});

describe('the last Latest Feedbacks list this browser had', () => {
  it('reads back what was written, in order', () => {
    const storage = memoryStorage();
    writeLastReviews([review('b'), review('a')], storage);
    expect(readLastReviews(storage, now)).toEqual([review('b'), review('a')]);
  });

  it('keeps no email, even when a review that has one is written', () => {
    const storage = memoryStorage();
    const own: OwnReview = { ...review('c'), email: 'c@example.com' };
    writeLastReviews([own], storage);
    expect(storage.items.get(LAST_REVIEWS_KEY)).not.toContain('example.com');
  });

  it('leaves out the reviews that have expired since', () => {
    const storage = memoryStorage();
    writeLastReviews([review('old', now - 1), review('new')], storage);
    expect(readLastReviews(storage, now).map((r) => r.id)).toEqual(['new']);
  });

  it('reads nothing, without throwing, from nothing, broken JSON, another shape or blocked storage', () => {
    const storage = memoryStorage();
    expect(readLastReviews(storage, now)).toEqual([]);
    storage.setItem(LAST_REVIEWS_KEY, '{not json');
    expect(readLastReviews(storage, now)).toEqual([]);
    storage.setItem(LAST_REVIEWS_KEY, JSON.stringify({ id: 'x' }));
    expect(readLastReviews(storage, now)).toEqual([]);
    storage.setItem(LAST_REVIEWS_KEY, JSON.stringify([review('ok'), { ...review('bad'), rating: '5' }, null, 'text']));
    expect(readLastReviews(storage, now).map((r) => r.id)).toEqual(['ok']);
    const blocked = {
      getItem: (): string | null => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(readLastReviews(blocked, now)).toEqual([]);
    expect(() => writeLastReviews([review('d')], blocked)).not.toThrow();
    expect(readLastReviews(undefined, now)).toEqual([]);
  });
});
