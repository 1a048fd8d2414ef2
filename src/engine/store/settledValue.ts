import { QuietTimer } from '../../render/quietTimer';

/**
 * A value that is passed on only once it has stayed the same for `quietMs`: the first value is
 * settled at once, a change is told to `onSettle` when no other change came for `quietMs`, and a
 * change that comes back to the settled value before then tells nothing. useSettled.ts is its
 * React side.
 */
export class SettledValue<T> {
  private settled: T;
  private latest: T;
  private readonly timer: QuietTimer;

  constructor(initial: T, quietMs: number, onSettle: (value: T) => void, now?: () => number) {
    this.settled = initial;
    this.latest = initial;
    this.timer = new QuietTimer(
      quietMs,
      () => {
        if (Object.is(this.latest, this.settled)) return;
        this.settled = this.latest;
        onSettle(this.latest);
      },
      now,
    );
  }

  /** The value as it is now. */
  set(value: T): void {
    if (Object.is(value, this.latest)) return;
    this.latest = value;
    this.timer.touch();
  }

  cancel(): void {
    this.timer.cancel();
  }
}
