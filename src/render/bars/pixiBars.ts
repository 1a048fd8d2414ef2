import { type Application, type Geometry, Mesh, type Shader } from 'pixi.js';
import { columnSpans } from '../columnSpans';
import { isFilmHost } from '../filmHost';
import { rgbOfHex } from '../paletteTexels';
import { createPixiApp, fullResolution, STAGE_BACKGROUND } from '../pixiApp';
import { QuietTimer } from '../quietTimer';
import { ResolutionGovernor } from '../resolutionGovernor';
import { exposeScalePin } from '../scalePin';
import type { StageRenderer } from '../stageRenderer';
import { BarData } from './barData';
import { BarLabels } from './barLabels';
import { type BarUniforms, createBarShader, createSpanQuads, MAX_SPANS, type SpanQuads } from './barShader';
import { type BarView, barHeightFraction } from './barView';

const BUCKET_AREA = 0.36;
const AREA_GAP = 12;
/** Redraw everything once the changed columns cover more than this share of a strip. */
const PARTIAL_LIMIT = 0.6;
/** Draws stopped this long: the run paused or ended, so return to full resolution. */
const REST_AFTER_MS = 250;

type Span = readonly [strip: 0 | 1, first: number, last: number];

/**
 * Bars drawn from a data texture (see barShader.ts) on a canvas that keeps its picture: a frame
 * costs the changed bars' byte stores, one small texture upload and ONE draw of quads over just
 * the changed columns. Under software WebGL (what a slow phone looks like) the frame's cost is
 * per pixel, so a few swapped bars now repaint a few thin strips instead of the whole canvas;
 * and when so much changes per frame that frames still run long (Fastest, stress), a governor
 * draws the picture at fewer pixels until they do not (without resizing the canvas), and
 * restores full resolution as soon as they are fast again or the animation rests. Colours come from the model's state bytes, so any family with
 * bars (sort, the array searches) draws with it.
 */
export class PixiBars implements StageRenderer<BarView> {
  private data = new BarData(1);
  private readonly shader: Shader;
  private readonly uniforms: BarUniforms;
  private readonly quads: SpanQuads = createSpanQuads();
  private readonly mesh: Mesh<Geometry, Shader>;
  private readonly governor = new ResolutionGovernor();
  /** The values written over the bars, and the counts over the buckets, while they are few enough to read (barLabels.ts). */
  private readonly labels: BarLabels;
  private readonly bucketLabels: BarLabels;
  private view: BarView | null = null;
  /** The share of the canvas the picture is drawn at (the governor's scale, applied). */
  private scale = 1;
  private destroyed = false;
  /** A full redraw is owed (layout ran) and the frame that pays it, when one is requested. */
  private fullRedrawPending = false;
  private fullRedrawFrame = 0;
  /** When draws stop (pause, end of run), return to a sharp picture. */
  private readonly restTimer = new QuietTimer(REST_AFTER_MS, () => {
    if (!this.destroyed && this.governor.rest()) this.applyScale();
  });
  private readonly onResize = () => this.layout();
  private readonly onDprChange = () => this.followDevicePixelRatio();

  private constructor(
    private readonly app: Application,
    host: HTMLElement,
  ) {
    this.labels = new BarLabels(host, 'bar-labels');
    this.bucketLabels = new BarLabels(host, 'bucket-labels');
    ({ shader: this.shader, uniforms: this.uniforms } = createBarShader(this.data.source, rgbOfHex(STAGE_BACKGROUND)));
    this.mesh = new Mesh({ geometry: this.quads.geometry, shader: this.shader });
    app.stage.addChild(this.mesh);
    app.renderer.on('resize', this.onResize);
    window.addEventListener('resize', this.onDprChange);
    // A video's frames come as fast as they are made, not at the display's rate: their times
    // say nothing of this device's drawing, and each frame must be whole and sharp.
    if (isFilmHost(host)) this.governor.pin(1);
    else
      exposeScalePin((scale) => {
        this.governor.pin(scale);
        this.applyScale();
      });
  }

  static async create(container: HTMLElement): Promise<PixiBars> {
    return new PixiBars(await createPixiApp(container, { keepPicture: true }), container);
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
    // A new model: its first full picture may wait for the next frame (requestFullRedraw).
    this.layout(false);
  }

  /**
   * Lays out both strips for the current canvas size, then redraws everything: at once after a
   * resize or a new scale (the canvas shows the new size or transform in this frame, so the
   * picture must match it), or at the next frame for a new model.
   */
  private layout(now = true): void {
    const view = this.view;
    if (!view || this.destroyed) return;
    const { width, height } = this.app.screen;
    const hasBuckets = view.buckets.length > 0;
    const barsHeight = hasBuckets ? height * (1 - BUCKET_AREA) - AREA_GAP : height;
    const u = this.uniforms;
    u.uSize.set([width, height, this.app.renderer.resolution, this.scale]);
    u.uBars.set([view.values.length, 0, barsHeight, 0]);
    u.uBuckets.set(hasBuckets ? [view.buckets.length, barsHeight + AREA_GAP, height * BUCKET_AREA, 0] : [0, 0, 0, 0]);
    this.labels.layout(view.values.length, width, 0, barsHeight, view.maxValue);
    this.bucketLabels.layout(view.buckets.length, width, barsHeight + AREA_GAP, height * BUCKET_AREA, view.maxBucket);
    this.drawAll(view);
    this.data.commit();
    view.dirty.clear();
    view.dirtyBuckets.clear();
    if (now) this.render(this.fullSpans(view), true);
    else this.requestFullRedraw();
  }

  /**
   * The whole picture is drawn at the next animation frame, not at once: a load or a resize is
   * usually followed by the player's own frame, which then draws it in its single GPU frame
   * (a reload at Fastest used to render twice, in the load's task and in the frame). When no
   * frame of the player's comes first (paused, resized), this frame callback draws it.
   */
  private requestFullRedraw(): void {
    // Checked in draw(), so a player frame that comes first pays the full redraw.
    this.fullRedrawPending = true;
    this.fullRedrawFrame ||= requestAnimationFrame(() => {
      this.fullRedrawFrame = 0;
      if (this.fullRedrawPending && this.view && !this.destroyed) this.render(this.fullSpans(this.view), true);
    });
  }

  draw(): void {
    const view = this.view;
    if (!view || this.destroyed) return;
    // Nothing changed (slow speeds between operations): skip the GPU frame entirely.
    if (view.dirty.empty && view.dirtyBuckets.empty && !this.fullRedrawPending) return;
    if (this.governor.frame(performance.now())) {
      // The scale changed: everything is redrawn at the new one.
      this.applyScale();
      return;
    }
    this.restTimer.touch();
    const spans = this.fullRedrawPending ? 'all' : this.changedSpans(view);
    // The data of bars the model did not mark is already in the texture (layout drew all).
    if (view.dirty.all || view.dirtyBuckets.all) this.drawAll(view);
    else {
      for (const i of view.dirty.list) this.drawBar(view, i);
      for (const b of view.dirtyBuckets.list) this.drawBucket(view, b);
    }
    view.dirty.clear();
    view.dirtyBuckets.clear();
    this.data.commit();
    this.render(spans === 'all' ? this.fullSpans(view) : spans, spans === 'all');
  }

  /** The columns to repaint, or 'all' when a full redraw is as cheap or the model said so. */
  private changedSpans(view: BarView): Span[] | 'all' {
    if (view.dirty.all || view.dirtyBuckets.all) return 'all';
    const spans: Span[] = [];
    const strips: [0 | 1, ArrayLike<number>, number][] = [
      [0, view.dirty.list, view.values.length],
      [1, view.dirtyBuckets.list, view.buckets.length],
    ];
    for (const [strip, changed, size] of strips) {
      if (changed.length === 0) continue;
      const ranges = columnSpans(changed, MAX_SPANS / 2);
      let covered = 0;
      for (let k = 0; k < ranges.length; k += 2) covered += ranges[k + 1]! - ranges[k]!;
      if (covered > PARTIAL_LIMIT * size) return 'all';
      for (let k = 0; k < ranges.length; k += 2) spans.push([strip, ranges[k]!, ranges[k + 1]!]);
    }
    return spans;
  }

  private fullSpans(view: BarView): Span[] {
    const spans: Span[] = [[0, 0, view.values.length]];
    if (view.buckets.length > 0) spans.push([1, 0, view.buckets.length]);
    return spans;
  }

  /** One draw call of the given column ranges; `clear` only for full redraws (it also paints the gap between strips). */
  private render(spans: Span[], clear: boolean): void {
    if (clear) this.fullRedrawPending = false;
    this.quads.setSpans(spans);
    this.app.renderer.render({ container: this.app.stage, clear });
    // For tests and the benchmark: what the frame redrew ('full' or how many column ranges)
    // and at what share of full resolution. Written only on change (no style work per frame).
    const { dataset } = this.app.canvas;
    const redraw = clear ? 'full' : 'partial';
    if (dataset.redraw !== redraw) dataset.redraw = redraw;
    const scale = String(this.scale);
    if (dataset.scale !== scale) dataset.scale = scale;
  }

  /**
   * Draws the picture at the governor's scale without touching the canvas's size: reallocating a
   * WebGL drawing buffer mid-run cost a 40-90 ms task at 4× CPU throttle. The picture goes in
   * the canvas's bottom-left corner (barShader.ts) and a CSS transform, which only the
   * compositor applies, stretches that corner over the stage.
   */
  private applyScale(): void {
    const scale = this.governor.scale;
    if (scale === this.scale) return;
    this.scale = scale;
    const { style } = this.app.canvas;
    style.transformOrigin = 'left bottom';
    style.transform = scale === 1 ? '' : `scale(${1 / scale})`;
    this.layout();
  }

  /** A new device pixel ratio (zoom, another screen): the backing store follows it. */
  private followDevicePixelRatio(): void {
    const resolution = fullResolution();
    if (resolution === this.app.renderer.resolution) return;
    this.app.renderer.resolution = resolution;
    // Pixi's resize keeps the CSS size, reallocates the backing store and emits 'resize' (→ layout).
    this.app.resize();
  }

  private drawAll(view: BarView): void {
    for (let i = 0; i < view.values.length; i++) this.drawBar(view, i);
    for (let b = 0; b < view.buckets.length; b++) this.drawBucket(view, b);
  }

  private drawBar(view: BarView, i: number): void {
    const value = view.values[i]!;
    const fraction = barHeightFraction(value, view.maxValue);
    this.data.set(0, i, fraction, view.states[i]!);
    this.labels.set(i, value, fraction);
  }

  private drawBucket(view: BarView, b: number): void {
    const count = view.buckets[b]!;
    const fraction = count > 0 ? barHeightFraction(count, view.maxBucket) : 0;
    this.data.set(1, b, fraction, view.bucketStates[b]!);
    this.bucketLabels.set(b, count, fraction);
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.view = null;
    this.restTimer.cancel();
    this.labels.destroy();
    this.bucketLabels.destroy();
    cancelAnimationFrame(this.fullRedrawFrame);
    window.removeEventListener('resize', this.onDprChange);
    this.app.renderer.off('resize', this.onResize);
    this.app.destroy({ removeView: true }, { children: true });
    // The shader first, so the data texture is no longer bound when it goes.
    this.shader.destroy();
    this.data.destroy();
  }
}
