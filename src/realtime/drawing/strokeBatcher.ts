import type { DrawingCommand } from './drawingCommands';

/** Spec §9: batches every 50 ms while drawing, a final flush 500 ms after release. */
export const BATCH_INTERVAL_MS = 50;
export const FINAL_FLUSH_MS = 500;

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Collects the dots of a stroke and sends them in batches, so a fast pointer does not turn
 * into hundreds of tiny data-channel messages, yet the peer still sees the stroke grow live.
 */
export function createStrokeBatcher(send: (commands: DrawingCommand[]) => void, timers: Timers) {
  let pending: DrawingCommand[] = [];
  let ticker: unknown;
  let finalFlush: unknown;

  const flush = () => {
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    send(batch);
  };
  const tick = () => {
    flush();
    ticker = timers.setTimeout(tick, BATCH_INTERVAL_MS);
  };
  const stopTimers = () => {
    if (ticker !== undefined) timers.clearTimeout(ticker);
    if (finalFlush !== undefined) timers.clearTimeout(finalFlush);
    ticker = finalFlush = undefined;
  };

  return {
    /** Press: a stroke starts; batches flow every 50 ms until release. */
    start() {
      stopTimers();
      ticker = timers.setTimeout(tick, BATCH_INTERVAL_MS);
    },
    add(command: DrawingCommand) {
      pending.push(command);
    },
    /** Release: the stroke's remaining dots go out 500 ms later. */
    end() {
      if (ticker === undefined) return;
      stopTimers();
      finalFlush = timers.setTimeout(() => {
        finalFlush = undefined;
        flush();
      }, FINAL_FLUSH_MS);
    },
    /**
     * The peer cleared the board: the dots painted here and not yet sent were wiped with it, and
     * sent after the clear they would stand on the peer's board alone (the 500 ms hold after a
     * release made that an everyday race).
     */
    discard() {
      pending = [];
    },
    /** Sends what is pending now, then `command` (clear must not overtake earlier dots). */
    sendNow(command: DrawingCommand) {
      pending.push(command);
      flush();
    },
    dispose() {
      stopTimers();
      pending = [];
    },
  };
}
