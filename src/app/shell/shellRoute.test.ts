import { describe, expect, it } from 'vitest';
import { families } from '../catalogue/catalogue';
import { shellRouteOf, visualizerFamilies } from './shellRoute';

describe('shellRouteOf', () => {
  it("knows every visualizer family of the catalogue, their back links and every value's title", () => {
    expect([...visualizerFamilies].sort()).toEqual(families.map((f) => f.id).sort());
    for (const family of families) {
      for (const item of family.items) {
        expect(shellRouteOf(item.link)).toEqual({ kind: 'visualizer', backLink: family.backLink, title: item.type });
      }
    }
  });
  it('names a value only as the page will find it: escaped or not, and never an unknown one', () => {
    expect(shellRouteOf('/sortvisualizer/quicksort%28pivotlast%29')).toMatchObject({ title: 'Quick Sort (Pivot Last)' });
    expect(shellRouteOf('/games/soduko/')).toMatchObject({ title: 'Sudoku' });
    // The page finds values by their exact spelling, so the shell gives these bars no title.
    for (const path of [
      '/sortvisualizer/sleepsort',
      '/sortvisualizer/BubbleSort',
      '/games/15puzzle',
      '/sortvisualizer/constructor',
      '/sortvisualizer/100%25',
    ]) {
      expect(shellRouteOf(path)).toEqual({ kind: 'visualizer', backLink: `/projects#${path.split('/')[1]}` });
    }
  });
  it('gives the site chrome to the pages that have it, the unknown ones included', () => {
    for (const path of ['/', '/projects', '/cv', '/cv/', '/realtimeapps', '/realtimeapps/room42/secret', '/no/such/page', '/projects/x']) {
      expect(shellRouteOf(path)).toEqual({ kind: 'site', path });
    }
  });
  it('gives the printable CV no chrome', () => {
    expect(shellRouteOf('/cv/1')).toEqual({ kind: 'bare' });
    expect(shellRouteOf('/CV/1/')).toEqual({ kind: 'bare' });
  });
  it('matches as the router does: any letter case, escapes decoded, a trailing slash', () => {
    expect(shellRouteOf('/SortVisualizer/bubblesort/').kind).toBe('visualizer');
    expect(shellRouteOf('/sortvisualizer/quicksort%28pivotlast%29').kind).toBe('visualizer');
    expect(shellRouteOf('/sortvisualizer/a/b').kind).toBe('site');
  });
});
