import type { Clock, FrameHost } from './clock';
import { FrameBudget } from './frameBudget';
import type { OperationCap } from './operationCap';
import { creditSlots, frameElapsed, PLAY_CREDIT } from './pacing';
import { DEFAULT_PACE, type Pace } from './speed';

/** What the frame clock drives: a player's cursor (Player has it). */
export interface PacedCursor {
  /** Marks the cursor running; false when it cannot run (already running, or finished). */
  begin(): boolean;
  /** Marks it paused; false when it was not running. */
  halt(): boolean;
  /** Spends `credit` delay slots on operations, each charged its cost, within `budgetMs`. */
  applyPaced(credit: number, budgetMs: number): { applied: number; credit: number };
  /** Applies up to `count` operations within `budgetMs`, whatever they cost. */
  applyCount(count: number, budgetMs: number): number;
  /** The highlight pause is over. */
  clearHighlight(): void;
  /** The frame is over: draw, fetch ahead, end the run once it is used up; true when it ended. */
  endFrame(applied: number): boolean;
}

/**
 * A player's own clock: each animation frame it adds elapsed / delay to a credit of delay slots
 * and has the player apply operations while their cost fits it, within a time budget that adapts
 * to measured frame intervals (frameBudget.ts). Fastest fills the budget, capped by the operation
 * cap on stages that draw per change (operationCap.ts).
 */
export class FrameClock implements Clock {
  private pace: Pace = DEFAULT_PACE;
  /** Delay slots the clock has granted and no operation has used yet. */
  private credit = 0;
  private lastTime = -1;
  private handle = 0;
  private ticking = false;
  private readonly budget: FrameBudget;
  private operationCap: OperationCap | null = null;
  /** Operations the last frame applied (the cap learns from it). */
  private lastFrameOps = 0;

  constructor(
    private readonly cursor: PacedCursor,
    private readonly host: FrameHost,
    frameBudgetMs = 8,
  ) {
    this.budget = new FrameBudget(Math.min(2, frameBudgetMs), frameBudgetMs);
  }

  get running(): boolean {
    return this.ticking;
  }

  play(): void {
    if (!this.cursor.begin()) return;
    this.ticking = true;
    this.lastTime = -1;
    this.credit = PLAY_CREDIT;
    this.handle = this.host.requestFrame(this.frame);
  }

  pause(): void {
    this.stop();
    this.cursor.halt();
  }

  /** Stops asking for frames (the run ended, or the player stopped for good). */
  stop(): void {
    this.ticking = false;
    this.host.cancelFrame(this.handle);
  }

  setPace(pace: Pace): void {
    this.pace = pace;
  }

  /** Fastest also caps operations a frame, from frame intervals (a stage whose drawing grows with what changed); null: time budget only. */
  capOperations(cap: OperationCap | null): void {
    this.operationCap = cap;
  }

  private readonly frame = (time: number): void => {
    if (!this.ticking) return;
    const elapsed = frameElapsed(this.lastTime, time);
    // Frame intervals size the next frame's work, so drawing keeps its share (frameBudget.ts).
    if (this.lastTime >= 0) {
      this.budget.update(time - this.lastTime);
      this.operationCap?.update(time - this.lastTime, this.lastFrameOps);
    }
    this.lastTime = time;
    const { delay, fastest, opsPerFrame } = this.pace;
    let applied: number;
    if (opsPerFrame) applied = this.cursor.applyCount(opsPerFrame, this.budget.ms);
    else if (fastest || delay <= 0) applied = this.cursor.applyCount(this.operationCap?.operations ?? Number.POSITIVE_INFINITY, this.budget.ms);
    else {
      this.credit += elapsed / delay;
      ({ applied, credit: this.credit } = this.cursor.applyPaced(this.credit, this.budget.ms));
      // The highlight pause: half the delay after an operation, its highlight goes.
      if (applied === 0 && creditSlots(this.credit) >= 0.5) this.cursor.clearHighlight();
    }
    this.lastFrameOps = applied;
    if (this.cursor.endFrame(applied)) return;
    if (this.ticking) this.handle = this.host.requestFrame(this.frame);
  };
}
