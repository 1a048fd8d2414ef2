import { describe, expect, it } from 'vitest';
import { itemOfRoute, parseVisualizerLink, siteLinkOf } from './visualizerLink';

describe('visualizer link in the room', () => {
  it('reads the site’s share link, its hash or its route', () => {
    for (const text of [
      'http://localhost:5173/#/sortvisualizer/bubblesort?values=3,1,2',
      '#/sortvisualizer/bubblesort?values=3,1,2',
      '  /sortvisualizer/bubblesort?values=3,1,2 ',
    ]) {
      const page = parseVisualizerLink(text);
      expect(page?.item.link).toBe('/sortvisualizer/bubblesort');
      expect(page?.query).toBe('values=3,1,2');
    }
  });

  it('knows values with brackets, encoded or not, and a page without a query', () => {
    expect(parseVisualizerLink('#/sortvisualizer/quicksort%28pivotlast%29')?.item.value).toBe('quicksort(pivotlast)');
    expect(parseVisualizerLink('#/searchvisualizer/astarSearch')).toMatchObject({ query: '' });
    expect(itemOfRoute('/games/tictactoe')?.type).toBeTruthy();
  });

  it('refuses what is not a visualizer page of the site', () => {
    for (const text of [
      '',
      'hello',
      '#/projects',
      '#/sortvisualizer/nosuchsort',
      '#/sortvisualizer',
      '#/sortvisualizer/bubblesort/extra',
      'https://example.com/',
    ]) {
      expect(parseVisualizerLink(text)).toBeNull();
    }
  });

  it('gives back the link Share on the site would copy', () => {
    const page = parseVisualizerLink('#/sortvisualizer/bubblesort?values=3,1,2');
    expect(page && siteLinkOf('http://x', page)).toBe('http://x/#/sortvisualizer/bubblesort?values=3,1,2');
  });
});
