import { type Application, Container, Sprite, Texture } from 'pixi.js';
import { createPixiApp } from './pixiApp';
import { type BarRenderer, type BarScale, type BarView, barColours, barHeightFraction } from './types';

const BUCKET_AREA = 0.36;
const AREA_GAP = 12;

/**
 * Bars as one sprite each from the shared white texture: tint for state, scale for height.
 * Only the bars and buckets the view reports as changed are touched each frame.
 */
export class PixiBars implements BarRenderer {
  private readonly bars = new Container();
  private readonly bucketBars = new Container();
  private view: BarView | null = null;
  private scale: BarScale = { maxValue: 999, maxBucket: 1 };
  private width = 0;
  private height = 0;
  private readonly onResize = () => this.layout();
  private readonly onDprChange = () => {
    const dpr = Math.min(window.devicePixelRatio || 1, 2);
    if (dpr !== this.app.renderer.resolution) {
      this.app.renderer.resolution = dpr;
      this.app.resize();
    }
  };

  private constructor(private readonly app: Application) {
    app.stage.addChild(this.bars, this.bucketBars);
    app.renderer.on('resize', this.onResize);
    window.addEventListener('resize', this.onDprChange);
  }

  static async create(container: HTMLElement): Promise<PixiBars> {
    return new PixiBars(await createPixiApp(container));
  }

  setModel(view: BarView, scale: BarScale): void {
    this.view = view;
    this.scale = scale;
    resize(this.bars, view.values.length);
    resize(this.bucketBars, view.buckets.length);
    this.layout();
  }

  /** Positions every sprite for the current canvas size, then redraws everything. */
  private layout(): void {
    const view = this.view;
    if (!view) return;
    this.width = this.app.screen.width;
    this.height = this.app.screen.height;
    const hasBuckets = view.buckets.length > 0;
    const barsHeight = hasBuckets ? this.height * (1 - BUCKET_AREA) - AREA_GAP : this.height;
    place(this.bars, this.width, 0, barsHeight);
    if (hasBuckets) place(this.bucketBars, this.width, barsHeight + AREA_GAP, this.height * BUCKET_AREA);
    this.drawAll(true);
  }

  draw(showHighlights: boolean): void {
    const view = this.view;
    if (!view) return;
    // Nothing changed (slow speeds between operations): skip the GPU frame entirely.
    if (!view.allDirty && view.dirty.length === 0 && view.dirtyBuckets.size === 0) return;
    if (view.allDirty) this.drawAll(showHighlights);
    else {
      for (const i of view.dirty) this.drawBar(i, showHighlights);
      for (const b of view.dirtyBuckets) this.drawBucket(b, showHighlights);
    }
    view.takeChanges();
    this.app.render();
  }

  private drawAll(showHighlights: boolean): void {
    const view = this.view;
    if (!view) return;
    for (let i = 0; i < view.values.length; i++) this.drawBar(i, showHighlights);
    for (let b = 0; b < view.buckets.length; b++) this.drawBucket(b, showHighlights);
    this.app.render();
  }

  private drawBar(i: number, showHighlights: boolean): void {
    const view = this.view as BarView;
    const sprite = this.bars.children[i] as Sprite | undefined;
    if (!sprite) return;
    const areaHeight = sprite.parent ? (this.bars as AreaContainer).areaHeight : 0;
    sprite.scale.y = (barHeightFraction(view.values[i], this.scale.maxValue) * areaHeight) / sprite.texture.height;
    sprite.tint = barTint(view, i, showHighlights);
  }

  private drawBucket(b: number, showHighlights: boolean): void {
    const view = this.view as BarView;
    const sprite = this.bucketBars.children[b] as Sprite | undefined;
    if (!sprite) return;
    const count = view.buckets[b];
    const fraction = count > 0 ? 0.04 + (0.92 * Math.min(count, this.scale.maxBucket)) / Math.max(1, this.scale.maxBucket) : 0;
    sprite.scale.y = (fraction * (this.bucketBars as AreaContainer).areaHeight) / sprite.texture.height;
    sprite.tint = showHighlights && view.highlightBucket === b ? barColours.compare : barColours.bucket;
  }

  private destroyed = false;

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.view = null;
    window.removeEventListener('resize', this.onDprChange);
    this.app.renderer.off('resize', this.onResize);
    this.app.destroy({ removeView: true }, { children: true });
  }
}

type AreaContainer = Container & { areaHeight: number };

function barTint(view: BarView, i: number, showHighlights: boolean): number {
  if (showHighlights && view.highlight !== 0 && (i === view.highlightA || i === view.highlightB)) {
    return view.highlight === 1 ? barColours.compare : view.highlight === 2 ? barColours.swap : barColours.write;
  }
  if (i === view.pivot) return barColours.pivot;
  return view.sorted[i] ? barColours.sorted : barColours.idle;
}

function resize(container: Container, count: number): void {
  while (container.children.length > count) container.removeChildAt(container.children.length - 1).destroy();
  while (container.children.length < count) {
    const sprite = new Sprite(Texture.WHITE);
    sprite.anchor.set(0, 1);
    container.addChild(sprite);
  }
}

/** Lays bars side by side across the width, bottoms on the area's baseline. */
function place(container: Container, width: number, top: number, height: number): void {
  const count = container.children.length;
  const slot = width / Math.max(1, count);
  // A 1 px gap separates bars only while they are wide enough to afford one.
  const barWidth = slot >= 4 ? slot - 1 : slot;
  (container as AreaContainer).areaHeight = height;
  container.children.forEach((child, i) => {
    const sprite = child as Sprite;
    sprite.x = i * slot;
    sprite.y = top + height;
    sprite.scale.x = barWidth / sprite.texture.width;
  });
}
