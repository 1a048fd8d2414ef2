/**
 * What the engine's stage asks of any family's renderer (bars, grid, tokens, boards). The view
 * is the family's model seen read-only: its elements' values and state bytes, and which of them
 * changed since the last draw, so a frame redraws only those.
 */
export interface StageRenderer<View> {
  /** A new model (new size or shape): lay out and redraw everything. */
  setView(view: View): void;
  /** Redraws what the view marked as changed, renders one frame, and clears the marks. */
  draw(): void;
  destroy(): void;
  /**
   * Drawing a frame costs in proportion to the elements that changed in it (a DOM stage: each
   * changed cell is restyled, laid out and painted on the main thread), so at Fastest the player
   * also caps the operations a frame applies (engine/operationCap.ts). The WebGL stages leave
   * this unset: their cost is pixels, bounded by one full redraw, which the sort page's Fastest
   * reaches at any count it needs (thousands of operations a frame), so a cap there would take
   * its throughput and give no frames back.
   */
  readonly drawsPerChange?: boolean;
}

/** Creates a renderer inside the stage's host element (lazily imported, so pages load fast). */
export type RendererFactory<View> = (host: HTMLElement) => Promise<StageRenderer<View>>;
