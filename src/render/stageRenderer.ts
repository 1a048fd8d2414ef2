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
}

/** Creates a renderer inside the stage's host element (lazily imported, so pages load fast). */
export type RendererFactory<View> = (host: HTMLElement) => Promise<StageRenderer<View>>;
