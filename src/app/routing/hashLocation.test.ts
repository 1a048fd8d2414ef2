import { describe, expect, it } from 'vitest';
import { splitRoute } from './hashLocation';
import { routePathOf } from './routePath';

describe('splitRoute', () => {
  it('separates the route path from the in-page fragment', () => {
    expect(splitRoute('/projects#sortvisualizer')).toEqual({ path: '/projects', fragment: 'sortvisualizer' });
  });
  it('keeps paths without a fragment whole', () => {
    expect(splitRoute('/sortvisualizer/quicksort(pivotlast)')).toEqual({
      path: '/sortvisualizer/quicksort(pivotlast)',
      fragment: '',
    });
  });
  it('leaves a visualizer state query out of the path', () => {
    expect(splitRoute('/sortvisualizer/bubblesort?n=10&values=3,1')).toEqual({ path: '/sortvisualizer/bubblesort', fragment: '' });
  });
  it('treats an empty path as home', () => {
    expect(splitRoute('')).toEqual({ path: '/', fragment: '' });
    expect(splitRoute('#about')).toEqual({ path: '/', fragment: 'about' });
  });
});

describe('routePathOf', () => {
  it('reads a location.hash as wouter’s hash hook does', () => {
    expect(routePathOf('')).toBe('/');
    expect(routePathOf('#/')).toBe('/');
    expect(routePathOf('#projects')).toBe('/projects');
    expect(routePathOf('#/projects#games')).toBe('/projects');
    expect(routePathOf('#/sortvisualizer/bubblesort?n=10')).toBe('/sortvisualizer/bubblesort');
  });
});
