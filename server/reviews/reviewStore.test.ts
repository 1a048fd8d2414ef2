import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openReviewStore, type ReviewStore } from './reviewStore';

const author = (email: string) => ({ uid: email, email, name: 'Placeholder', picture: '' });
let store: ReviewStore | undefined;
let dir = '';
afterEach(() => {
  store?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('review store', () => {
  it('keeps one review per email regardless of letter case, in WAL mode', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'review-store-'));
    store = openReviewStore(dir);
    const first = store.upsert(author('ann@example.com'), { feedback: 'First version.', rating: 1 });
    const second = store.upsert(author('ANN@example.com'), { feedback: 'Second version.', rating: 2 });
    expect(second.id).toBe(first.id);
    expect(store.count()).toBe(1);
    expect(store.findByEmail('Ann@Example.com')?.feedback).toBe('Second version.');
  });

  it('refuses rows that break the rules even if a caller skipped validation', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'review-store-'));
    store = openReviewStore(dir);
    expect(() => store?.upsert(author('bo@example.com'), { feedback: 'short', rating: 3 })).toThrow(/CHECK/);
    expect(() => store?.upsert(author('bo@example.com'), { feedback: 'Long enough text.', rating: 9 })).toThrow(/CHECK/);
    expect(store.count()).toBe(0);
  });

  it('hides expired reviews from the list and from lookups', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'review-store-'));
    let now = Date.UTC(2026, 0, 31, 12);
    store = openReviewStore(dir, () => now);
    const saved = store.upsert(author('cy@example.com'), { feedback: 'Expires end of Feb.', rating: 4 });
    expect(new Date(saved.expiry).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    now = saved.expiry - 1;
    expect(store.latest()).toHaveLength(1);
    now = saved.expiry;
    expect(store.latest()).toHaveLength(0);
    expect(store.findByEmail('cy@example.com')).toBeNull();
  });
});
