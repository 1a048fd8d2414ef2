import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageDriver } from '../engine/layout/pageServices';
import { idleUi } from '../engine/session/idleUi';
import type { RunUi } from '../engine/session/uiSlices';
import { UiStore } from '../engine/store/uiStore';
import { LOOP_PAUSE_MS } from './embedKeys';
import { embedDriverWatch, type PlaybackEnvironment } from './embedPlayback';

/**
 * A driver whose run is scripted: its UI store is the engine's, read from `ui`; play runs to the
 * end at once when `playsThrough`, seek moves the cursor. What the embed does to it is recorded.
 */
function scriptedDriver() {
  let ui = { ...idleUi, playerStatus: 'idle', steps: 0, totalSteps: 10, historyStart: 0 } as unknown as RunUi<Record<string, never>>;
  const store = new UiStore(() => ui, 0);
  const calls: string[] = [];
  const set = (patch: Partial<RunUi<Record<string, never>>>) => {
    ui = { ...ui, ...patch };
    store.changed(true);
  };
  const driver: PageDriver = {
    store: store as unknown as PageDriver['store'],
    get running() {
      return ui.status === 'running';
    },
    play: async () => {
      calls.push('play');
      set({ status: 'running' });
    },
    pause: () => calls.push('pause'),
    toggle: async () => void calls.push('toggle'),
    stepForward: async () => void calls.push('stepForward'),
    stepBack: async () => void calls.push('stepBack'),
    seek: async (target) => {
      calls.push(`seek ${target}`);
      set({ cursor: target, status: 'paused' });
    },
  };
  return { driver, calls, set };
}

/** Visibility told by the test; timers are Vitest's fake ones. */
function manualEnvironment() {
  const watching: { run: () => void; stopped: boolean }[] = [];
  const env: PlaybackEnvironment = {
    whenVisible(_target, run) {
      const watch = { run, stopped: false };
      watching.push(watch);
      return () => {
        watch.stopped = true;
      };
    },
    setTimeout: (run, ms) => setTimeout(run, ms) as unknown as number,
    clearTimeout: (handle) => clearTimeout(handle),
  };
  const scrollIntoView = () => {
    for (const watch of watching) if (!watch.stopped) watch.run();
  };
  return { env, scrollIntoView };
}

const stage = () => ({}) as Element;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('autoplay=1', () => {
  it('plays once the stage is in view, not before, and only once per embed', async () => {
    const { env, scrollIntoView } = manualEnvironment();
    const watch = embedDriverWatch({ autoplay: true, loop: false }, stage, LOOP_PAUSE_MS, env);
    const { driver, calls } = scriptedDriver();
    const held = watch(driver);
    expect(held.driver).toBe(driver);
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toEqual([]);
    scrollIntoView();
    expect(calls).toEqual(['play']);
    // A new driver later (the input changed) does not start by itself.
    held.release();
    const next = scriptedDriver();
    watch(next.driver);
    scrollIntoView();
    expect(next.calls).toEqual([]);
  });

  it('stops watching when the page lets go of the driver before it was seen', () => {
    const { env, scrollIntoView } = manualEnvironment();
    const { driver, calls } = scriptedDriver();
    embedDriverWatch({ autoplay: true, loop: false }, stage, LOOP_PAUSE_MS, env)(driver).release();
    scrollIntoView();
    expect(calls).toEqual([]);
  });
});

describe('loop=1', () => {
  it('replays the same input from its first step 2 s after the end', async () => {
    const { env } = manualEnvironment();
    const { driver, calls, set } = scriptedDriver();
    embedDriverWatch({ autoplay: false, loop: true }, stage, LOOP_PAUSE_MS, env)(driver);
    set({ status: 'finished', cursor: 10 });
    await vi.advanceTimersByTimeAsync(LOOP_PAUSE_MS - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    // A seek to the start, then Play: not Play after the end, which would reshuffle a sort.
    expect(calls).toEqual(['seek 0', 'play']);
    // And again at the next end.
    set({ status: 'finished', cursor: 10 });
    await vi.advanceTimersByTimeAsync(LOOP_PAUSE_MS);
    expect(calls).toEqual(['seek 0', 'play', 'seek 0', 'play']);
  });

  it('waits for the reader: a step back in the pause cancels the replay', async () => {
    const { env } = manualEnvironment();
    const { driver, calls, set } = scriptedDriver();
    embedDriverWatch({ autoplay: false, loop: true }, stage, LOOP_PAUSE_MS, env)(driver);
    set({ status: 'finished', cursor: 10 });
    await vi.advanceTimersByTimeAsync(1000);
    set({ status: 'paused', cursor: 9 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toEqual([]);
  });

  it('neither loops a board shown at its goal before any run, nor after the page let go', async () => {
    const { env } = manualEnvironment();
    const first = scriptedDriver();
    embedDriverWatch({ autoplay: false, loop: true }, stage, LOOP_PAUSE_MS, env)(first.driver);
    first.set({ status: 'finished', cursor: 0 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(first.calls).toEqual([]);
    const second = scriptedDriver();
    const held = embedDriverWatch({ autoplay: false, loop: true }, stage, LOOP_PAUSE_MS, env)(second.driver);
    second.set({ status: 'finished', cursor: 10 });
    held.release();
    await vi.advanceTimersByTimeAsync(5000);
    expect(second.calls).toEqual([]);
  });
});
