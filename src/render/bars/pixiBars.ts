import { type Application, type Geometry, Mesh, type Shader } from 'pixi.js';
import { rgbOfHex } from '../paletteTexels';
import { createPixiApp, STAGE_BACKGROUND } from '../pixiApp';
import type { StageRenderer } from '../stageRenderer';
import { BarData } from './barData';
import { type BarUniforms, createBarShader, createStripQuad } from './barShader';
import { type BarView, barHeightFraction } from './barView';

const BUCKET_AREA = 0.36;
const AREA_GAP = 12;


/**
 * Bars drawn by one quad per strip from a data texture (see barShader.ts): a frame costs the
 * changed bars' byte stores, one small texture upload and one draw call, whatever the bar count.
 * Colours come from the model's state bytes, so any family with bars (sort, the array
 * searches) draws with it.
 */
export class PixiBars implements StageRenderer<BarView> {
  private data = new BarData(1);
  private readonly shader: Shader;
  private readonly uniforms: BarUniforms;
  private readonly quad: Geometry = createStripQuad();
  private readonly mesh: Mesh<Geometry, Shader>;
  private view: BarView | null = null;
  private destroyed = false;
  private readonly onResize = () => this.layout();
  private readonly onDprChange = () => {
    const dpr = Math.min(window.devicePixelRatio || 1, 2);
    if (dpr !== this.app.renderer.resolution) {
      this.app.renderer.resolution = dpr;
      this.app.resize();
    }
  };

  private constructor(private readonly app: Application) {
    ({ shader: this.shader, uniforms: this.uniforms } = createBarShader(this.data.source, rgbOfHex(STAGE_BACKGROUND)));
    this.mesh = new Mesh({ geometry: this.quad, shader: this.shader });
    app.stage.addChild(this.mesh);
    app.renderer.on('resize', this.onResize);
    window.addEventListener('resize', this.onDprChange);
  }

  static async create(container: HTMLElement): Promise<PixiBars> {
    return new PixiBars(await createPixiApp(container));
  }

  setView(view: BarView): void {
    this.view = view;
    const width = Math.max(1, view.values.length, view.buckets.length);
    if (width !== this.data.width) {
      const old = this.data;
      this.data = new BarData(width);
      // Rebind before destroying: Pixi warns about a destroyed source still bound to a shader.
      this.shader.resources.uData = this.data.source;
      old.destroy();
    }
    this.layout();
  }

  /** Lays out both strips for the current canvas size, then redraws everything. */
  private layout(): void {
    const view = this.view;
    if (!view || this.destroyed) return;
    const { width, height } = this.app.screen;
    const hasBuckets = view.buckets.length > 0;
    const barsHeight = hasBuckets ? height * (1 - BUCKET_AREA) - AREA_GAP : height;
    const u = this.uniforms;
    u.uSize.set([width, height]);
    u.uBars.set([view.values.length, 0, barsHeight, 0]);
    u.uBuckets.set(hasBuckets ? [view.buckets.length, barsHeight + AREA_GAP, height * BUCKET_AREA, 0] : [0, 0, 0, 0]);
    this.quad.instanceCount = hasBuckets ? 2 : 1;
    this.drawAll(view);
    this.data.commit();
    this.app.render();
  }

  draw(): void {
    const view = this.view;
    if (!view || this.destroyed) return;
    // Nothing changed (slow speeds between operations): skip the GPU frame entirely.
    if (view.dirty.empty && view.dirtyBuckets.empty) return;
    if (view.dirty.all || view.dirtyBuckets.all) this.drawAll(view);
    else {
      for (const i of view.dirty.list) this.drawBar(view, i);
      for (const b of view.dirtyBuckets.list) this.drawBucket(view, b);
    }
    view.dirty.clear();
    view.dirtyBuckets.clear();
    this.data.commit();
    this.app.render();
  }

  private drawAll(view: BarView): void {
    for (let i = 0; i < view.values.length; i++) this.drawBar(view, i);
    for (let b = 0; b < view.buckets.length; b++) this.drawBucket(view, b);
  }

  private drawBar(view: BarView, i: number): void {
    this.data.set(0, i, barHeightFraction(view.values[i], view.maxValue), view.states[i]);
  }

  private drawBucket(view: BarView, b: number): void {
    const count = view.buckets[b];
    this.data.set(1, b, count > 0 ? barHeightFraction(count, view.maxBucket) : 0, view.bucketStates[b]);
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.view = null;
    window.removeEventListener('resize', this.onDprChange);
    this.app.renderer.off('resize', this.onResize);
    this.app.destroy({ removeView: true }, { children: true });
    // The shader first, so the data texture is no longer bound when it goes.
    this.shader.destroy();
    this.data.destroy();
  }
}
