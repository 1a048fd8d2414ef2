import { describe, expect, it } from 'vitest';
import { shouldDismiss } from './dragToDismiss';

describe('drag to dismiss', () => {
  it('dismisses only past 80% of the width, either direction', () => {
    expect(shouldDismiss(239, 300)).toBe(false);
    expect(shouldDismiss(240, 300)).toBe(true);
    expect(shouldDismiss(-240, 300)).toBe(true);
  });
  it('never dismisses a toast that has no width yet', () => {
    expect(shouldDismiss(50, 0)).toBe(false);
  });
});
