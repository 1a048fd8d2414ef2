/**
 * Each bar's value written above it, while the bars are few and wide enough to read: a student
 * checking a textbook example of eight values should read the numbers, not estimate heights.
 * DOM text over the canvas (the canvas has no text, and per-frame text in WebGL would cost every
 * frame); at 1000 bars there is no layer at all, so the animation's frame path is unchanged.
 * Hidden from assistive technology: the stage's description and narration say the values.
 */

/** Most bars that get labels: above this a label layer's updates would cost frames for digits no one can read. */
export const LABELLED_BARS_MAX = 64;
/** Label text size and the width one digit needs at it (tabular figures), in CSS pixels; the buckets' indexes (BucketIndexes.tsx) are written at this size too. */
export const LABEL_FONT_PX = 12;
const DIGIT_PX = 7.5;
const LABEL_PADDING_PX = 4;
/** A label's height: its text and the 2 px between it and its bar. */
const LABEL_HEIGHT_PX = LABEL_FONT_PX + 2;

/**
 * The narrowest strip in which `count` columns take labels of values up to `maxValue` (each
 * column as wide as its widest label and a little room); Infinity where they never do.
 */
export function labelsMinWidth(count: number, maxValue: number): number {
  if (count < 1 || count > LABELLED_BARS_MAX) return Number.POSITIVE_INFINITY;
  const digits = String(Math.max(0, Math.round(maxValue))).length;
  return count * (digits * DIGIT_PX + LABEL_PADDING_PX);
}

/** Whether `count` bars across `width` CSS pixels are wide enough for labels of values up to `maxValue`. */
export function barsTakeLabels(count: number, width: number, maxValue: number): boolean {
  return width >= labelsMinWidth(count, maxValue);
}

export class BarLabels {
  private readonly layer: HTMLDivElement;
  private labels: HTMLSpanElement[] = [];
  /** What each label shows, so a frame writes only labels whose bar changed. */
  private written: string[] = [];
  private shown = false;

  /** `testId` names the layer for tests: 'bar-labels' for the bars, 'bucket-labels' for the bucket strip's counts. */
  constructor(host: HTMLElement, testId: string) {
    // The layer is placed over the host's box, which is the canvas's (Pixi sizes the canvas to it).
    if (getComputedStyle(host).position === 'static') host.style.position = 'relative';
    this.layer = document.createElement('div');
    this.layer.dataset.testid = testId;
    this.layer.setAttribute('aria-hidden', 'true');
    Object.assign(this.layer.style, {
      position: 'absolute',
      left: '0',
      right: '0',
      pointerEvents: 'none',
      color: '#e3eaf2',
      font: `600 ${LABEL_FONT_PX}px/1 system-ui, sans-serif`,
      fontVariantNumeric: 'tabular-nums',
      // A halo in the stage's colour keeps a label readable where it overlaps a bar (a bar near
      // full height leaves no room above it, so its label sits on its top).
      textShadow: '0 0 2px #0a1522, 0 0 3px #0a1522, 0 0 4px #0a1522',
      display: 'none',
    });
    host.appendChild(this.layer);
  }

  /**
   * A new layout: `count` bars in a strip `top` CSS pixels from the canvas's top and `height`
   * tall (the bars' area, or the buckets' under it). Labels are shown only when they fit
   * (barsTakeLabels).
   */
  layout(count: number, width: number, top: number, height: number, maxValue: number): void {
    this.shown = barsTakeLabels(count, width, maxValue);
    this.layer.style.display = this.shown ? '' : 'none';
    if (!this.shown) return;
    this.layer.style.top = `${top}px`;
    this.layer.style.height = `${height}px`;
    while (this.labels.length < count) this.labels.push(this.layer.appendChild(this.createLabel()));
    while (this.labels.length > count) this.labels.pop()?.remove();
    this.written = this.labels.map(() => '');
    const slot = 100 / count;
    this.labels.forEach((label, i) => {
      label.style.left = `${i * slot}%`;
      label.style.width = `${slot}%`;
    });
  }

  /** Bar `i` now shows `value` at `fraction` of the strip's height (below 0: away in a bucket, no label). */
  set(i: number, value: number, fraction: number): void {
    if (!this.shown) return;
    const text = value < 0 ? '' : String(value);
    const bottom = `${(fraction * 100).toFixed(2)}%`;
    const key = `${text} ${bottom}`;
    if (this.written[i] === key) return;
    this.written[i] = key;
    const label = this.labels[i]!;
    label.textContent = text;
    // Above the bar, or on its top where the strip has no room left above it.
    label.style.bottom = `min(${bottom}, calc(100% - ${LABEL_HEIGHT_PX}px))`;
  }

  destroy(): void {
    this.layer.remove();
    this.labels = [];
    this.written = [];
  }

  private createLabel(): HTMLSpanElement {
    const label = document.createElement('span');
    Object.assign(label.style, { position: 'absolute', textAlign: 'center', paddingBottom: '2px', whiteSpace: 'nowrap' });
    return label;
  }
}
