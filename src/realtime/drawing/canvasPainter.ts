import { BOARD_SIZE, type DrawingCommand } from './drawingCommands';

/** Paints one dot or clears; recover snapshots are drawn by `paintSnapshot` once loaded. */
export function paintCommand(ctx: CanvasRenderingContext2D, command: DrawingCommand) {
  if (command.type === 'clear') {
    ctx.clearRect(0, 0, BOARD_SIZE, BOARD_SIZE);
  } else if (command.type === 'arc') {
    const [x, y, weight, start, end] = command.params;
    ctx.beginPath();
    ctx.fillStyle = command.fillStyle;
    ctx.arc(x, y, weight, start, end);
    ctx.fill();
  }
}

/**
 * Draws a peer's snapshot over what is there (source-over): both sides may have drawn before
 * they met, and merging loses neither picture.
 */
export function paintSnapshot(ctx: CanvasRenderingContext2D, dataUrl: string) {
  const image = new Image();
  image.onload = () => ctx.drawImage(image, 0, 0, BOARD_SIZE, BOARD_SIZE);
  image.src = dataUrl;
}

/**
 * Dots between two pointer samples, so a fast stroke is a line and not a scatter of dots. No
 * cap beyond the board's own: points are on the board, so even a flick corner to corner at
 * brush 1 is about 1,500 dots (a cap of 200 left gaps in any move over 150 px).
 */
export function dotsBetween(from: { x: number; y: number }, to: { x: number; y: number }, weight: number): { x: number; y: number }[] {
  const distance = Math.hypot(to.x - from.x, to.y - from.y);
  const steps = Math.max(1, Math.ceil(distance / Math.max(1, weight * 0.75)));
  return Array.from({ length: steps }, (_, i) => {
    const t = (i + 1) / steps;
    return { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t };
  });
}

/** Pointer position in board coordinates: the canvas is scaled down on small screens. */
export function boardPoint(canvas: HTMLCanvasElement, clientX: number, clientY: number) {
  const rect = canvas.getBoundingClientRect();
  const clamp = (v: number) => Math.min(BOARD_SIZE, Math.max(0, v));
  return {
    x: clamp(((clientX - rect.left) / (rect.width || 1)) * BOARD_SIZE),
    y: clamp(((clientY - rect.top) / (rect.height || 1)) * BOARD_SIZE),
  };
}
