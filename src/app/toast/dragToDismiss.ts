/** A toast is dismissed once dragged this fraction of its own width (spec §9: 80 %). */
export const DRAG_DISMISS_FRACTION = 0.8;

export function shouldDismiss(dragX: number, width: number): boolean {
  return width > 0 && Math.abs(dragX) >= width * DRAG_DISMISS_FRACTION;
}
