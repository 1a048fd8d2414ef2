import { describe, expect, it } from 'vitest';
import { ARROW_SCROLL_PX, GanttScroll, keyScroll, wheelScroll } from './ganttScroll';

describe('Gantt chart scroll', () => {
  it('follows the end of a growing run until scrolled back, and again once scrolled to the end', () => {
    const scroll = new GanttScroll();
    scroll.setView(300);
    scroll.setContent(200);
    expect(scroll.offsetPx).toBe(0);
    scroll.setContent(1000);
    expect(scroll.offsetPx).toBe(700);
    expect(scroll.scrollBy(-100)).toBe(true);
    expect(scroll.following).toBe(false);
    // The run grows: the window stays where the person left it.
    scroll.setContent(1200);
    expect(scroll.offsetPx).toBe(600);
    scroll.scrollBy(10_000);
    expect(scroll.offsetPx).toBe(900);
    expect(scroll.following).toBe(true);
    scroll.setContent(1300);
    expect(scroll.offsetPx).toBe(1000);
  });

  it('stays within the run, and a new run starts at its end again', () => {
    const scroll = new GanttScroll();
    scroll.setView(300);
    scroll.setContent(1000);
    expect(scroll.scrollBy(-5000)).toBe(true);
    expect(scroll.offsetPx).toBe(0);
    expect(scroll.scrollBy(-10)).toBe(false);
    // A step back shortens the run under a window scrolled back: the window moves in with it.
    scroll.scrollTo(500);
    scroll.setContent(600);
    expect(scroll.offsetPx).toBe(300);
    scroll.scrollTo(0);
    scroll.restart();
    scroll.setContent(0);
    scroll.setContent(2000);
    expect(scroll.offsetPx).toBe(1700);
    // A wider window than the run: nothing to scroll.
    scroll.setView(3000);
    expect(scroll.offsetPx).toBe(0);
    expect(scroll.maxOffsetPx).toBe(0);
  });

  it('maps the keys a scroll box answers to, and leaves the rest to the page', () => {
    expect(keyScroll('ArrowLeft', 500)).toBe(-ARROW_SCROLL_PX);
    expect(keyScroll('ArrowRight', 500)).toBe(ARROW_SCROLL_PX);
    expect(keyScroll('PageUp', 500)).toBe(-400);
    expect(keyScroll('PageDown', 500)).toBe(400);
    expect(keyScroll('Home', 500)).toBe('start');
    expect(keyScroll('End', 500)).toBe('end');
    expect(keyScroll(' ', 500)).toBeNull();
    expect(keyScroll('ArrowUp', 500)).toBeNull();
  });

  it('scrolls with a sideways wheel or Shift and a wheel, not with a plain wheel turn', () => {
    expect(wheelScroll({ deltaX: 30, deltaY: 4, deltaMode: 0, shiftKey: false })).toBe(30);
    expect(wheelScroll({ deltaX: 0, deltaY: 100, deltaMode: 0, shiftKey: false })).toBe(0);
    expect(wheelScroll({ deltaX: 0, deltaY: 100, deltaMode: 0, shiftKey: true })).toBe(100);
    expect(wheelScroll({ deltaX: 0, deltaY: -3, deltaMode: 1, shiftKey: true })).toBe(-48);
  });
});
