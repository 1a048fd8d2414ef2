import { type Application, type Geometry, Mesh, type Shader } from 'pixi.js';
import { BarData, colourIndex } from './barData';
import { type BarUniforms, createBarShader, createStripQuad } from './barShader';
import { createPixiApp, STAGE_BACKGROUND } from './pixiApp';
import { type BarRenderer, type BarScale, type BarView, barHeightFraction } from './types';

const BUCKET_AREA = 0.36;
const AREA_GAP = 12;

function backgroundRgb(): [number, number, number] {
  const n = Number.parseInt(STAGE_BACKGROUND.slice(1), 16);
  return [((n >> 16) & 0xff) / 255, ((n >> 8) & 0xff) / 255, (n & 0xff) / 255];
}

/**
 * Bars drawn by one quad per strip from a data texture (see barShader.ts): a frame costs the
 * changed bars' byte stores, one small texture upload and one draw call, whatever the bar count.
 */
export class PixiBars implements BarRenderer {
  private data = new BarData(1);
  private readonly shader: Shader;
  private readonly uniforms: BarUniforms;
  private readonly quad: Geometry = createStripQuad();
  private readonly mesh: Mesh<Geometry, Shader>;
  private view: BarView | null = null;
  private scale: BarScale = { maxValue: 999, maxBucket: 1 };
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
    ({ shader: this.shader, uniforms: this.uniforms } = createBarShader(this.data.source, backgroundRgb()));
    this.mesh = new Mesh({ geometry: this.quad, shader: this.shader });
    app.stage.addChild(this.mesh);
    app.renderer.on('resize', this.onResize);
    window.addEventListener('resize', this.onDprChange);
  }

  static async create(container: HTMLElement): Promise<PixiBars> {
    return new PixiBars(await createPixiApp(container));
  }

  setModel(view: BarView, scale: BarScale): void {
    this.view = view;
    this.scale = scale;
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
    this.drawAll(true);
    this.data.commit();
    this.app.render();
  }

  draw(showHighlights: boolean): void {
    const view = this.view;
    if (!view || this.destroyed) return;
    // Nothing changed (slow speeds between operations): skip the GPU frame entirely.
    if (!view.allDirty && view.dirty.length === 0 && view.dirtyBuckets.size === 0) return;
    if (view.allDirty) this.drawAll(showHighlights);
    else {
      for (const i of view.dirty) this.drawBar(view, i, showHighlights);
      for (const b of view.dirtyBuckets) this.drawBucket(view, b, showHighlights);
    }
    view.takeChanges();
    this.data.commit();
    this.app.render();
  }

  private drawAll(showHighlights: boolean): void {
    const view = this.view;
    if (!view) return;
    for (let i = 0; i < view.values.length; i++) this.drawBar(view, i, showHighlights);
    for (let b = 0; b < view.buckets.length; b++) this.drawBucket(view, b, showHighlights);
  }

  private drawBar(view: BarView, i: number, showHighlights: boolean): void {
    this.data.set(0, i, barHeightFraction(view.values[i], this.scale.maxValue), barColour(view, i, showHighlights));
  }

  private drawBucket(view: BarView, b: number, showHighlights: boolean): void {
    const count = view.buckets[b];
    const fraction = count > 0 ? 0.04 + (0.92 * Math.min(count, this.scale.maxBucket)) / Math.max(1, this.scale.maxBucket) : 0;
    this.data.set(1, b, fraction, showHighlights && view.highlightBucket === b ? colourIndex.compare : colourIndex.bucket);
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

function barColour(view: BarView, i: number, showHighlights: boolean): number {
  if (showHighlights && view.highlight !== 0 && (i === view.highlightA || i === view.highlightB)) {
    return view.highlight === 1 ? colourIndex.compare : view.highlight === 2 ? colourIndex.swap : colourIndex.write;
  }
  if (i === view.pivot) return colourIndex.pivot;
  return view.sorted[i] ? colourIndex.sorted : colourIndex.idle;
}
