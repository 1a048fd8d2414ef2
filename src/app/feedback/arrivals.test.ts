import { describe, expect, it } from 'vitest';
import type { LatestReview } from '../../services/reviews';
import { arrivalNote } from './arrivals';

const review = (id: string, userName: string, rating = 4): LatestReview => ({
  id,
  userName,
  rating,
  feedback: 'Nice visualizers',
  profilePic: '',
  expiry: 0,
});

describe('arrivalNote', () => {
  it('names the newest review not listed before', () => {
    expect(arrivalNote([review('1', 'Ann')], [review('2', 'Bob', 5), review('1', 'Ann')])).toBe('New feedback from Bob, 5 of 5');
  });

  it('says nothing on the first load, or when nothing new came (a review expired, or one was edited in place)', () => {
    expect(arrivalNote(null, [review('1', 'Ann')])).toBe('');
    expect(arrivalNote([review('1', 'Ann'), review('2', 'Bob')], [review('1', 'Ann')])).toBe('');
    expect(arrivalNote([review('1', 'Ann')], [review('1', 'Ann', 2)])).toBe('');
  });
});
