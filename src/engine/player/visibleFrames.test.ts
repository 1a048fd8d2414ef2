import { describe, expect, it } from 'vitest';
import { visibleFrames } from './visibleFrames';

/** A document whose visibility the test sets, and a frame queue the test runs. */
function harness(initially: DocumentVisibilityState) {
  const doc = Object.assign(new EventTarget(), { visibilityState: initially });
  const queued = new Map<number, (time: number) => void>();
  let next = 1;
  const frames = visibleFrames({
    doc: doc as unknown as Document,
    requestFrame: (callback) => {
      queued.set(next, callback);
      return next++;
    },
    cancelFrame: (handle) => queued.delete(handle),
  });
  const setVisibility = (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  const runFrames = (time: number) => {
    const due = [...queued.values()];
    queued.clear();
    for (const callback of due) callback(time);
  };
  return { frames, queued, setVisibility, runFrames };
}

describe('animation frames of a hidden page', () => {
  it('asks for a frame at once while the page is visible', () => {
    const { frames, queued, runFrames } = harness('visible');
    const seen: number[] = [];
    frames.request((time) => seen.push(time));
    expect(queued.size).toBe(1);
    runFrames(16);
    expect(seen).toEqual([16]);
  });

  it('asks for none while hidden, and for the frame once the page is shown again', () => {
    const { frames, queued, setVisibility, runFrames } = harness('hidden');
    const seen: number[] = [];
    frames.request((time) => seen.push(time));
    expect(queued.size).toBe(0);
    setVisibility('hidden');
    expect(queued.size).toBe(0);
    setVisibility('visible');
    expect(queued.size).toBe(1);
    runFrames(500);
    expect(seen).toEqual([500]);
    // Shown again later: the frame is not asked for twice.
    setVisibility('hidden');
    setVisibility('visible');
    expect(queued.size).toBe(0);
  });

  it('cancels a frame asked for while hidden, before and after the page is shown', () => {
    const before = harness('hidden');
    const seen: string[] = [];
    before.frames.cancel(before.frames.request(() => seen.push('before')));
    before.setVisibility('visible');
    expect(before.queued.size).toBe(0);

    const after = harness('hidden');
    const handle = after.frames.request(() => seen.push('after'));
    after.setVisibility('visible');
    after.frames.cancel(handle);
    after.runFrames(16);
    expect(seen).toEqual([]);
  });
});
