import { describe, expect, it } from 'vitest';
import { DirtySet } from './dirtySet';

describe('DirtySet', () => {
  it('starts as all changed, then lists each marked element once, in the order marked', () => {
    const dirty = new DirtySet(10);
    expect(dirty.all).toBe(true);
    expect(dirty.empty).toBe(false);
    dirty.clear();
    expect(dirty.empty).toBe(true);
    dirty.mark(7);
    dirty.mark(2);
    dirty.mark(7);
    dirty.mark(9);
    expect([...dirty.list]).toEqual([7, 2, 9]);
    expect(dirty.empty).toBe(false);
  });

  it('ignores elements outside its size', () => {
    const dirty = new DirtySet(3);
    dirty.clear();
    dirty.mark(-1);
    dirty.mark(3);
    expect(dirty.empty).toBe(true);
    expect(dirty.list.length).toBe(0);
  });

  it('after a clear lists only what is marked next, an element marked before included', () => {
    const dirty = new DirtySet(1000);
    dirty.clear();
    for (let i = 0; i < 1000; i++) dirty.mark(i);
    expect(dirty.list.length).toBe(1000);
    dirty.clear();
    expect(dirty.list.length).toBe(0);
    dirty.mark(5);
    dirty.mark(0);
    expect([...dirty.list]).toEqual([5, 0]);
  });

  it('markAll is undone by a clear', () => {
    const dirty = new DirtySet(4);
    dirty.clear();
    dirty.markAll();
    expect(dirty.empty).toBe(false);
    dirty.clear();
    expect(dirty.all).toBe(false);
    expect(dirty.empty).toBe(true);
  });
});
