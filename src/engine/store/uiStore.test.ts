import { afterEach, describe, expect, it, vi } from 'vitest';
import { UI_INTERVAL_MS, UiStore } from './uiStore';

afterEach(() => {
  vi.useRealTimers();
});

describe('UiStore', () => {
  it('by default listeners hear at most four times a second (UI_INTERVAL_MS), the rate docs/architecture.md states', () => {
    expect(UI_INTERVAL_MS).toBe(250);
    vi.useFakeTimers();
    vi.setSystemTime(0);
    let value = 0;
    let heard = 0;
    const store = new UiStore(() => value);
    store.subscribe(() => heard++);
    store.changed(true); // an urgent change is heard at once
    expect(heard).toBe(1);
    value = 1;
    store.changed();
    vi.advanceTimersByTime(UI_INTERVAL_MS - 1);
    expect(heard).toBe(1);
    vi.advanceTimersByTime(1);
    expect([heard, store.getSnapshot()]).toEqual([2, 1]);
    store.dispose();
  });
});
