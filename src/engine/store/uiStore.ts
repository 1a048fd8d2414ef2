import { startTransition, useEffect, useRef, useState } from 'react';

/** React hears about a running animation four times a second: enough for counters to feel live. */
export const UI_INTERVAL_MS = 250;

/**
 * A small external store for what React shows of a running animation. The player calls
 * `changed()` as often as it likes; listeners hear at most every `intervalMs`, from a timer
 * task of their own (and at once for `urgent` changes such as play/pause), so per-frame data
 * never drives React renders and React never lengthens an animation frame.
 */
export class UiStore<T> {
  private value: T | undefined;
  private hasValue = false;
  private readonly listeners = new Set<() => void>();
  private lastEmit = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private held = false;
  private heldChange = false;

  constructor(
    private readonly read: () => T,
    private readonly intervalMs = UI_INTERVAL_MS,
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): T => {
    if (!this.hasValue) {
      this.value = this.read();
      this.hasValue = true;
    }
    return this.value as T;
  };

  /**
   * Holds every emit, urgent ones included, until `release`: while a run's first frame is being
   * made (a worker answer, a chunk, a draw), a React render on the main thread would delay it.
   */
  hold(): void {
    this.held = true;
  }

  /** Ends a hold; what changed meanwhile is emitted from a task of its own, after the current one. */
  release(): void {
    if (!this.held) return;
    this.held = false;
    if (!this.heldChange) return;
    this.heldChange = false;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.emit(Date.now()), 0);
  }

  changed(urgent = false): void {
    if (this.held) {
      this.heldChange = true;
      return;
    }
    if (urgent) {
      this.emit(Date.now());
      return;
    }
    // Never inside the caller's task (an animation frame): React's work runs in a task of its own.
    this.timer ??= setTimeout(() => this.emit(Date.now()), Math.max(0, this.intervalMs - (Date.now() - this.lastEmit)));
  }

  private emit(now: number): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.held) {
      this.heldChange = true;
      return;
    }
    this.lastEmit = now;
    this.value = this.read();
    this.hasValue = true;
    for (const listener of this.listeners) listener();
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.listeners.clear();
  }
}

/** A selected value and the store it came from. */
interface Seen<T, V> {
  store: UiStore<T>;
  value: V;
}

/**
 * One value of the store: the component re-renders only when that value changes, so a
 * ticking counter does not re-render heavy controls beside it. The selector must return a
 * primitive (or a stable object).
 *
 * The re-render is a React transition, not the synchronous render `useSyncExternalStore`
 * forces: when a run starts or ends, the controls that follow its status (sliders, selects and
 * buttons that disable while running) re-rendered in one 60-200 ms task at 4× CPU throttle, in
 * the middle of the animation. As a transition React renders them in slices between frames.
 * The render itself reads the store's current snapshot, so every part of one render agrees.
 */
export function useUiSelector<T, V>(store: UiStore<T>, select: (state: T) => V): V {
  const current = select(store.getSnapshot());
  // Only to schedule a re-render when the selected value changes (equal values bail out). The
  // value is kept with its store: a page given a new store (its session made again) rendered the
  // new store's value while this still held the old store's, and a change back to that old value
  // bailed out, leaving the new store's first value on screen for good (a false 'Game Over You
  // Won'). React's own update queue still orders quick changes (running, then not, in one run).
  const [, setSeen] = useState<Seen<T, V>>({ store, value: current });
  const selectRef = useRef(select);
  selectRef.current = select;
  useEffect(() => {
    const check = () => {
      const next = selectRef.current(store.getSnapshot());
      startTransition(() => setSeen((seen) => (seen.store === store && Object.is(seen.value, next) ? seen : { store, value: next })));
    };
    // A change between this component's render and its subscription is not missed.
    check();
    return store.subscribe(check);
  }, [store]);
  return current;
}
