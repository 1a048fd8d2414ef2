declare global {
  interface Window {
    /** With `?bench` in the URL: pins the bar canvas's resolution scale (null: adaptive again). */
    __pinRenderScale?: (scale: number | null) => void;
  }
}

/**
 * Lets a browser test or the benchmark hold a renderer at a reduced resolution, so the picture
 * drawn at that resolution can be checked against the model (it otherwise only lasts while
 * frames run long). Exposed only when the URL has `?bench`, like the engine's bench hook.
 */
export function exposeScalePin(pin: (scale: number | null) => void): void {
  if (new URLSearchParams(window.location.search).has('bench')) window.__pinRenderScale = pin;
}
