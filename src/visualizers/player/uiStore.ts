import { useSyncExternalStore } from 'react';

/**
 * A small external store for what React shows of a running animation. The player calls
 * `changed()` as often as it likes; listeners hear at most every `intervalMs` (and at once
 * for `urgent` changes such as play/pause), so per-frame data never drives React renders.
 */
export class UiStore<T> {
  private value: T | undefined;
  private hasValue = false;
  private readonly listeners = new Set<() => void>();
  private lastEmit = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly read: () => T,
    private readonly intervalMs = 200,
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

  changed(urgent = false): void {
    const now = Date.now();
    if (urgent || now - this.lastEmit >= this.intervalMs) {
      this.emit(now);
      return;
    }
    // A trailing update, so the last change of a burst is never lost.
    this.timer ??= setTimeout(() => this.emit(Date.now()), this.intervalMs - (now - this.lastEmit));
  }

  private emit(now: number): void {
    clearTimeout(this.timer);
    this.timer = undefined;
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

export function useUiStore<T>(store: UiStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
