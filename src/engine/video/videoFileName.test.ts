import { describe, expect, it } from 'vitest';
import { slugOf } from '../url/slug';
import { videoFileName } from './videoFileName';

describe('a video is saved as {family}-{value}.webm', () => {
  it('names the route family and its value as the catalogue does', () => {
    expect(videoFileName('sortvisualizer', 'bubblesort')).toBe('sortvisualizer-bubblesort.webm');
    expect(videoFileName('sortvisualizer', 'quicksort(pivotlast)')).toBe(`sortvisualizer-${slugOf('quicksort(pivotlast)')}.webm`);
    expect(videoFileName('games', 'nqueen')).toBe('games-nqueen.webm');
  });

  it('keeps a file name safe whatever the value holds', () => {
    expect(videoFileName('equation', '../a b/c:*?')).toBe('equation-a-b-c.webm');
    expect(videoFileName('Games', '')).toBe('games-run.webm');
  });
});
