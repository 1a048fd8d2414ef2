import { type Application, Mesh, type Shader } from 'pixi.js';
import { rgbOfHex } from '../paletteTexels';
import { createPixiApp, STAGE_BACKGROUND } from '../pixiApp';
import type { StageRenderer } from '../stageRenderer';
import { type CellRect, cellRects } from './cellRects';
import { GridData } from './gridData';
import { createGridShader, createRectQuads, type GridUniforms, MAX_RECTS, type RectQuads } from './gridShader';
import { type GridView, gridSquare } from './gridState';

/**
 * A grid drawn from a per-cell data texture (see gridShader.ts) on a canvas that keeps its
 * picture: a frame costs the changed cells' byte stores, one tiny upload and one draw of quads
 * over just the cells whose colour changed. Under software WebGL (a slow phone) the frame's cost
 * is per pixel: clearing the whole stage-wide canvas and shading the square every frame cost
 * more than everything else the GPU side does for a Fastest run. The texture mirrors the
 * picture, so a new model (a reload after a finished run) repaints only the cells it shows
 * differently.
 */
export class PixiGrid implements StageRenderer<GridView> {
  private data = new GridData(1, 1);
  private readonly shader: Shader;
  private readonly uniforms: GridUniforms;
  private readonly quads: RectQuads = createRectQuads();
  private view: GridView | null = null;
  private destroyed = false;
  /** Cells written since the last render whose colour changed, each once (flags by cell). */
  private readonly pending: number[] = [];
  private pendingFlags = new Uint8Array(0);
  /** The next render repaints everything, background included (a new layout). */
  private fullPending = true;
  /** Whether this animation frame has rendered already (reset by a callback at the next frame). */
  private renderedThisFrame = false;
  private deferred = 0;
  private readonly onResize = () => this.layout();

  private constructor(private readonly app: Application) {
    ({ shader: this.shader, uniforms: this.uniforms } = createGridShader(this.data.source, rgbOfHex(STAGE_BACKGROUND)));
    app.stage.addChild(new Mesh({ geometry: this.quads.geometry, shader: this.shader }));
    app.renderer.on('resize', this.onResize);
  }

  static async create(container: HTMLElement): Promise<PixiGrid> {
    return new PixiGrid(await createPixiApp(container, { keepPicture: true }));
  }

  setView(view: GridView): void {
    this.view = view;
    if (view.columns !== this.data.columns || view.rows !== this.data.rows) {
      const old = this.data;
      this.data = new GridData(view.columns, view.rows);
      this.pendingFlags = new Uint8Array(view.columns * view.rows);
      this.pending.length = 0;
      // Rebind before destroying: a destroyed source must not stay bound to the shader.
      this.shader.resources.uData = this.data.source;
      old.destroy();
      this.layout();
      return;
    }
    // Same shape (a reload): the texture still shows the old model, so the cells the new one
    // shows differently are found by writing them all; only those are repainted.
    view.dirty.markAll();
    this.draw();
  }

  /** Lays the square out for the current canvas size, then repaints everything. */
  private layout(): void {
    const view = this.view;
    if (!view || this.destroyed) return;
    const { width, height } = this.app.screen;
    const { side, left, top } = gridSquare(width, height);
    const canvas = this.app.canvas;
    this.uniforms.uSquare.set([left, top, side, 0]);
    this.uniforms.uCells.set([view.columns, view.rows]);
    this.uniforms.uSize.set([canvas.width, canvas.height, this.app.renderer.resolution]);
    this.fullPending = true;
    view.dirty.markAll();
    this.draw();
  }

  draw(): void {
    const view = this.view;
    if (!view || this.destroyed) return;
    if (!view.dirty.empty) {
      if (view.dirty.all) for (let cell = 0; cell < view.states.length; cell++) this.write(cell, view.states[cell]!);
      else for (const cell of view.dirty.list) this.write(cell, view.states[cell]!);
      view.dirty.clear();
    }
    if (this.fullPending || this.pending.length > 0) this.present();
  }

  private write(cell: number, state: number): void {
    if (this.data.set(cell, state) && !this.pendingFlags[cell]) {
      this.pendingFlags[cell] = 1;
      this.pending.push(cell);
    }
  }

  /**
   * Renders at most once per animation frame: a reload at Fastest draws twice in one frame (the
   * run's last frame, then the new grid), though the screen shows only the last; a second draw
   * in a frame is folded into one render at the next frame instead (its cells wait in `pending`).
   */
  private present(): void {
    if (this.renderedThisFrame) {
      this.deferred ||= requestAnimationFrame(this.renderDeferred);
      return;
    }
    const view = this.view;
    // Nothing left to show (a render earlier in this frame took the cells): no GPU frame at all.
    if (!view || (!this.fullPending && this.pending.length === 0)) return;
    const rects = this.fullPending ? null : cellRects(this.pending, view.columns, view.rows, MAX_RECTS);
    this.render(rects ?? [[0, 0, view.columns, view.rows] as CellRect], this.fullPending);
    for (const cell of this.pending) this.pendingFlags[cell] = 0;
    this.pending.length = 0;
    this.fullPending = false;
    this.renderedThisFrame = true;
    requestAnimationFrame(this.nextFrame);
  }

  /** One draw call of the given rectangles; `clear` only after a new layout (it paints the background around the square). */
  private render(rects: readonly CellRect[], clear: boolean): void {
    this.quads.setRects(rects);
    this.data.commit();
    this.app.renderer.render({ container: this.app.stage, clear });
    // For tests: what the last frame repainted (written only on change, no style work per frame).
    const redraw = clear
      ? 'full'
      : rects.length === 1 && rects[0]![2] - rects[0]![0] === this.data.columns && rects[0]![3] - rects[0]![1] === this.data.rows
        ? 'square'
        : 'partial';
    const { dataset } = this.app.canvas;
    if (dataset.redraw !== redraw) dataset.redraw = redraw;
  }

  private readonly nextFrame = () => {
    this.renderedThisFrame = false;
  };

  private readonly renderDeferred = () => {
    this.deferred = 0;
    if (!this.destroyed) this.present();
  };

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    cancelAnimationFrame(this.deferred);
    this.view = null;
    this.app.renderer.off('resize', this.onResize);
    this.app.destroy({ removeView: true }, { children: true });
    this.shader.destroy();
    this.data.destroy();
  }
}
