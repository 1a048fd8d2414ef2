import { type Application, Particle, ParticleContainer, Texture } from 'pixi.js';
import { createPixiApp } from './pixiApp';
import { type BarRenderer, type BarScale, type BarView, barColours, barHeightFraction } from './types';

const BUCKET_AREA = 0.36;
const AREA_GAP = 12;

/** Pixi's packed particle colour (alpha in the top byte, then blue, green, red). */
function particleColour(rgb: number): number {
  const bgr = ((rgb & 0xff) << 16) | (rgb & 0xff00) | ((rgb >> 16) & 0xff);
  return bgr + (255 << 24);
}
const colours = Object.fromEntries(Object.entries(barColours).map(([k, v]) => [k, particleColour(v)])) as Record<keyof typeof barColours, number>;

/** One row of bars: a particle container over the shared white texture, and its area. */
class BarStrip {
  readonly container = new ParticleContainer<Particle>({
    texture: Texture.WHITE,
    // Height (vertex) and colour change every frame; positions only on resize.
    dynamicProperties: { vertex: true, color: true, position: false, rotation: false, uvs: false },
  });
  areaHeight = 0;

  get particles(): Particle[] {
    return this.container.particleChildren;
  }

  resize(count: number): void {
    const particles = this.particles;
    if (particles.length > count) this.container.removeParticles(count, particles.length);
    while (particles.length < count) this.container.addParticle(new Particle({ texture: Texture.WHITE, anchorX: 0, anchorY: 1 }));
  }

  /** Lays bars side by side across the width, bottoms on the area's baseline. */
  place(width: number, top: number, height: number): void {
    const particles = this.particles;
    const slot = width / Math.max(1, particles.length);
    // A 1 px gap separates bars only while they are wide enough to afford one.
    const barWidth = slot >= 4 ? slot - 1 : slot;
    this.areaHeight = height;
    particles.forEach((p, i) => {
      p.x = i * slot;
      p.y = top + height;
      p.scaleX = barWidth / p.texture.width;
    });
    this.container.update();
  }

  set(i: number, fraction: number, colour: number): void {
    const p = this.particles[i];
    if (!p) return;
    p.scaleY = (fraction * this.areaHeight) / p.texture.height;
    p.color = colour;
  }
}

/**
 * Bars as particles of one shared white texture: colour for state, vertical scale for height.
 * A particle is a plain object (no change observers), so touching the bars that changed costs
 * almost nothing on a throttled CPU; Pixi uploads the two dynamic attributes in one go.
 */
export class PixiBars implements BarRenderer {
  private readonly bars = new BarStrip();
  private readonly buckets = new BarStrip();
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
    app.stage.addChild(this.bars.container, this.buckets.container);
    app.renderer.on('resize', this.onResize);
    window.addEventListener('resize', this.onDprChange);
  }

  static async create(container: HTMLElement): Promise<PixiBars> {
    return new PixiBars(await createPixiApp(container));
  }

  setModel(view: BarView, scale: BarScale): void {
    this.view = view;
    this.scale = scale;
    this.bars.resize(view.values.length);
    this.buckets.resize(view.buckets.length);
    this.layout();
  }

  /** Positions every bar for the current canvas size, then redraws everything. */
  private layout(): void {
    const view = this.view;
    if (!view || this.destroyed) return;
    const { width, height } = this.app.screen;
    const hasBuckets = view.buckets.length > 0;
    const barsHeight = hasBuckets ? height * (1 - BUCKET_AREA) - AREA_GAP : height;
    this.bars.place(width, 0, barsHeight);
    if (hasBuckets) this.buckets.place(width, barsHeight + AREA_GAP, height * BUCKET_AREA);
    this.drawAll(true);
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
    this.app.render();
  }

  private drawAll(showHighlights: boolean): void {
    const view = this.view;
    if (!view) return;
    for (let i = 0; i < view.values.length; i++) this.drawBar(view, i, showHighlights);
    for (let b = 0; b < view.buckets.length; b++) this.drawBucket(view, b, showHighlights);
  }

  private drawBar(view: BarView, i: number, showHighlights: boolean): void {
    this.bars.set(i, barHeightFraction(view.values[i], this.scale.maxValue), barColour(view, i, showHighlights));
  }

  private drawBucket(view: BarView, b: number, showHighlights: boolean): void {
    const count = view.buckets[b];
    const fraction = count > 0 ? 0.04 + (0.92 * Math.min(count, this.scale.maxBucket)) / Math.max(1, this.scale.maxBucket) : 0;
    this.buckets.set(b, fraction, showHighlights && view.highlightBucket === b ? colours.compare : colours.bucket);
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.view = null;
    window.removeEventListener('resize', this.onDprChange);
    this.app.renderer.off('resize', this.onResize);
    this.app.destroy({ removeView: true }, { children: true });
  }
}

function barColour(view: BarView, i: number, showHighlights: boolean): number {
  if (showHighlights && view.highlight !== 0 && (i === view.highlightA || i === view.highlightB)) {
    return view.highlight === 1 ? colours.compare : view.highlight === 2 ? colours.swap : colours.write;
  }
  if (i === view.pivot) return colours.pivot;
  return view.sorted[i] ? colours.sorted : colours.idle;
}
