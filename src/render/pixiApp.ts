import { Application, GlLimitsSystem, Ticker } from 'pixi.js';
// Shader and uniform code without new Function, so the CSP needs no 'unsafe-eval' (docs/server.md: Security headers).
import 'pixi.js/unsafe-eval';

import { STAGE_BACKGROUND } from './stageColour';

export { STAGE_BACKGROUND };

let limitedToOneTexture = false;

/**
 * Why a prototype patch, and why it is safe: Pixi builds its batch shader once per page, at the
 * first batcher, from the renderer's limits, and offers no option for that limit; so it must be
 * in place before any renderer exists, not after `init`. It is applied here, the only place
 * this site creates Pixi renderers, and every renderer on the page is one of ours: one texture
 * per batch is what all of them want. Nothing else on the site loads Pixi.
 */
function limitBatchToOneTexture(): void {
  if (limitedToOneTexture) return;
  limitedToOneTexture = true;
  const contextChange = GlLimitsSystem.prototype.contextChange;
  GlLimitsSystem.prototype.contextChange = function (this: GlLimitsSystem) {
    contextChange.call(this);
    this.maxBatchableTextures = 1;
  };
}

export interface PixiAppOptions {
  /**
   * Keep the canvas's picture between frames, so a renderer may redraw only what changed
   * (the partial redraws of bars/pixiBars.ts and grid/pixiGrid.ts); costs a copy per composited
   * frame, far less than redrawing.
   */
  keepPicture?: boolean;
}

/** The canvas's resolution at full quality: the screen's, capped at 2 (sharp enough for bars). */
export const fullResolution = () => Math.min(window.devicePixelRatio || 1, 2);

/**
 * Creates the Pixi application for a visualizer canvas. The batcher is limited to ONE texture:
 * the sort bars use a shader of their own, but anything batched on these canvases (sprites,
 * graphics) would otherwise get the default 16-texture batch shader, whose per-pixel texture
 * branching under software WebGL (SwiftShader, i.e. what a slow phone looks like) made 1000
 * sprites run at ~15 fps.
 */
export async function createPixiApp(container: HTMLElement, options: PixiAppOptions = {}): Promise<Application> {
  limitBatchToOneTexture();
  // Pixi's own frame loop (Ticker.system) runs only its resource GC and pointer checks, neither
  // wanted here: every frame it woke the main thread of an idle page, 1-3 ms a frame at 4× CPU
  // throttle in a trace. Our renderers draw from the engine's frames and destroy what they
  // replace, so nothing is left for a GC to find.
  Ticker.system.autoStart = false;
  Ticker.system.stop();
  const app = new Application();
  // WebGL only: the stages draw with shaders of their own (bars, grid), which Pixi's Canvas 2D
  // fallback does not run; it left a browser without WebGL an empty box, without a word. Refused
  // here, the stage says why (StageFrame) and the run still plays around it.
  await initOrRefuse(app, {
    resizeTo: container,
    antialias: false,
    autoDensity: true,
    resolution: fullResolution(),
    preserveDrawingBuffer: options.keepPicture ?? false,
    // An opaque canvas: the compositor need not blend it, which under software GL roughly
    // doubled the frame rate of a 1200×400 canvas in our measurements.
    background: STAGE_BACKGROUND,
    backgroundAlpha: 1,
    autoStart: false,
    preference: ['webgl'],
    powerPreference: 'low-power',
    // Pixi 8.15+ has one GC switch; the old textureGCActive only forwards to it and logs a
    // deprecation warning on every stage.
    gcActive: false,
  });
  app.stage.eventMode = 'none';
  detachPointerEvents(app);
  app.canvas.style.display = 'block';
  container.appendChild(app.canvas);
  return app;
}

/**
 * Pixi's event system is for scenes that take pointer input; ours take none (the grid editor
 * and game boards are DOM above or beside the canvas). Attached, it put a capturing pointermove
 * listener on the document and `touch-action: none` on the canvas, which stopped a finger on
 * the bars from scrolling a phone's page. Detaching is the event system's documented
 * `setTargetElement(null)`, typed without null.
 */
function detachPointerEvents(app: Application): void {
  app.renderer.events.setTargetElement(null as unknown as HTMLElement);
}

/** `app.init`, with a refusal in words when the browser offers no WebGL. */
async function initOrRefuse(app: Application, options: Parameters<Application['init']>[0]): Promise<void> {
  try {
    await app.init(options);
  } catch (error) {
    throw new Error('WebGL is not available', { cause: error });
  }
}
