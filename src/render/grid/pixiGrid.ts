import { type Application, type Geometry, Mesh, type Shader } from 'pixi.js';
import { rgbOfHex } from '../paletteTexels';
import { createPixiApp, STAGE_BACKGROUND } from '../pixiApp';
import type { StageRenderer } from '../stageRenderer';
import { GridData } from './gridData';
import { createGridQuad, createGridShader, type GridUniforms } from './gridShader';
import { type GridView, gridSquare } from './gridState';

/**
 * A grid drawn as one quad reading a per-cell data texture (see gridShader.ts): a frame costs
 * the changed cells' byte stores, one tiny upload and one draw call.
 */
export class PixiGrid implements StageRenderer<GridView> {
  private data = new GridData(1, 1);
  private readonly shader: Shader;
  private readonly uniforms: GridUniforms;
  private readonly quad: Geometry = createGridQuad();
  private view: GridView | null = null;
  private destroyed = false;
  /** Whether this animation frame has rendered already (reset by a callback at the next frame). */
  private renderedThisFrame = false;
  private deferred = 0;
  private readonly onResize = () => this.layout();

  private constructor(private readonly app: Application) {
    ({ shader: this.shader, uniforms: this.uniforms } = createGridShader(this.data.source, rgbOfHex(STAGE_BACKGROUND)));
    app.stage.addChild(new Mesh({ geometry: this.quad, shader: this.shader }));
    app.renderer.on('resize', this.onResize);
  }

  static async create(container: HTMLElement): Promise<PixiGrid> {
    return new PixiGrid(await createPixiApp(container));
  }

  setView(view: GridView): void {
    this.view = view;
    if (view.columns !== this.data.columns || view.rows !== this.data.rows) {
      const old = this.data;
      this.data = new GridData(view.columns, view.rows);
      // Rebind before destroying: a destroyed source must not stay bound to the shader.
      this.shader.resources.uData = this.data.source;
      old.destroy();
    }
    this.layout();
  }

  private layout(): void {
    const view = this.view;
    if (!view || this.destroyed) return;
    const { width, height } = this.app.screen;
    const { side, left, top } = gridSquare(width, height);
    this.uniforms.uSquare.set([left, top, side, 0]);
    this.uniforms.uCells.set([view.columns, view.rows]);
    view.dirty.markAll();
    this.draw();
  }

  draw(): void {
    const view = this.view;
    if (!view || this.destroyed || view.dirty.empty) return;
    if (view.dirty.all) for (let cell = 0; cell < view.states.length; cell++) this.data.set(cell, view.states[cell]);
    else for (const cell of view.dirty.list) this.data.set(cell, view.states[cell]);
    view.dirty.clear();
    this.present();
  }

  /**
   * Renders at most once per animation frame. A reload at Fastest draws twice in one frame (the
   * run's last frame, then the new grid), and under software WebGL each render shades the whole
   * canvas though the screen shows only the last: a second draw in a frame is folded into one
   * render at the next frame instead.
   */
  private present(): void {
    if (this.renderedThisFrame) {
      this.deferred ||= requestAnimationFrame(this.renderDeferred);
      return;
    }
    this.data.commit();
    this.app.render();
    this.renderedThisFrame = true;
    requestAnimationFrame(this.nextFrame);
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
