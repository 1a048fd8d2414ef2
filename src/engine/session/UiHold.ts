import type { UiStore } from '../store/uiStore';

/**
 * After a load or Play, React hears nothing until the run's first frame has moved the
 * animation, or this long at most: at 4× CPU throttle a re-render of the page's controls took
 * 50-200 ms, and in the same turn as the worker's first answer it was most of the time from
 * Play to the first frame.
 */
export const UI_HOLD_MS = 150;

/** Holds a UI store's emits while a run's first frame is made (see UI_HOLD_MS). */
export class UiHold {
  /** The hold ends once the cursor passes this, or its timer ends; -1: not holding. */
  private holdCursor = -1;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly store: UiStore<unknown>,
    /** Called once a hold ends, with the store released (the session reports a load then). */
    private readonly released: () => void,
  ) {}

  get holding(): boolean {
    return this.holdCursor >= 0;
  }

  start(cursor: number): void {
    this.holdCursor = cursor;
    this.store.hold();
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.release(), UI_HOLD_MS);
  }

  /** A frame was drawn at `cursor`: the hold ends once the animation has moved. */
  drawn(cursor: number): void {
    if (this.holding && cursor > this.holdCursor) this.release();
  }

  release(): void {
    clearTimeout(this.timer);
    this.holdCursor = -1;
    this.store.release();
    this.released();
  }

  dispose(): void {
    clearTimeout(this.timer);
  }
}
