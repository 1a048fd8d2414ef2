/**
 * What a stage's host shows, drawn into a 2D canvas, by one rule for every renderer (WebGL, CPU
 * canvases, DOM). Canvases are copied as they are: the WebGL stages keep their picture
 * (pixiApp.ts's keepPicture), so it can be read after their frame. Everything else is cloned
 * into an SVG foreignObject, which the browser draws as an image. The clone keeps what a renderer
 * styles its DOM with (its classes with the <style> it puts in its host, inline styles, data-*
 * attributes, so pseudo-elements too); the text styles the host inherits from the page are set
 * on the clone itself.
 *
 * The canvases go under the DOM (the bars' value labels over the bars) when nothing behind them
 * has a background of its own; the DOM's picture is then made again only after it changed (a
 * MutationObserver says when). Otherwise each canvas goes into the clone as an image of its
 * picture, at its place, in every frame.
 */

/** Inherited properties a renderer's text takes from the page around its host. */
export const INHERITED = [
  'color',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-align',
  'direction',
] as const;

/** The box a stage is drawn into: where in the frame, and at what size (its host's shape, scaled). */
export interface DrawBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export class StageSnapshot {
  private readonly observer: MutationObserver;
  /** The DOM's picture without its canvases, while the DOM has not changed since (null: make it again). */
  private dom: HTMLImageElement | null = null;

  constructor(private readonly host: HTMLElement) {
    this.observer = new MutationObserver((records) => this.changed(records));
    this.observer.observe(host, { subtree: true, childList: true, attributes: true, characterData: true });
  }

  /** Draws the host as it is now into `box` of `context`. */
  async draw(context: CanvasRenderingContext2D, box: DrawBox): Promise<void> {
    const { host } = this;
    const width = host.clientWidth;
    const height = host.clientHeight;
    if (width === 0 || height === 0) return;
    const scale = { x: box.width / width, y: box.height / height };
    if (showsOnlyCanvases(host)) {
      drawCanvases(host, context, box, scale);
      return;
    }
    if (!canvasesAtTheBack(host)) {
      context.drawImage(await snapshotOf(host, width, height, box, true), box.x, box.y, box.width, box.height);
      return;
    }
    drawCanvases(host, context, box, scale);
    // What the renderer changed in this task, not yet told to the observer's callback.
    this.changed(this.observer.takeRecords());
    this.dom ??= await snapshotOf(host, width, height, box, false);
    context.drawImage(this.dom, box.x, box.y, box.width, box.height);
  }

  dispose(): void {
    this.observer.disconnect();
  }

  /** A canvas's own attributes (the renderers' data-* notes) change nothing the clone shows. */
  private changed(records: readonly MutationRecord[]): void {
    if (records.some((record) => !(record.target instanceof HTMLCanvasElement))) this.dom = null;
  }
}

/** No element but canvases is shown in the host (the bars without value labels, the grid). */
function showsOnlyCanvases(host: HTMLElement): boolean {
  for (const node of host.childNodes) {
    if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) return false;
    if (!(node instanceof Element) || node instanceof HTMLCanvasElement || node instanceof HTMLStyleElement) continue;
    if (getComputedStyle(node).display !== 'none') return false;
  }
  return true;
}

/** Nothing between a canvas and the host paints a background the canvas lies on. */
function canvasesAtTheBack(host: HTMLElement): boolean {
  for (const canvas of host.querySelectorAll('canvas')) {
    for (let box = canvas.parentElement; box && box !== host; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.backgroundImage !== 'none' || !/^(transparent|rgba\(.*,\s*0\))$/.test(style.backgroundColor)) return false;
    }
  }
  return true;
}

function drawCanvases(host: HTMLElement, context: CanvasRenderingContext2D, box: DrawBox, scale: { x: number; y: number }): void {
  const origin = host.getBoundingClientRect();
  for (const canvas of host.querySelectorAll('canvas')) {
    const rect = canvas.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || canvas.width === 0 || canvas.height === 0) continue;
    context.drawImage(
      canvas,
      box.x + (rect.left - origin.left) * scale.x,
      box.y + (rect.top - origin.top) * scale.y,
      rect.width * scale.x,
      rect.height * scale.y,
    );
  }
}

/**
 * The host as an SVG image drawn at the box's size (vector: text stays sharp when scaled), with
 * its canvases as images of their pictures (`withCanvases`) or left out (blank).
 */
async function snapshotOf(host: HTMLElement, width: number, height: number, box: DrawBox, withCanvases: boolean): Promise<HTMLImageElement> {
  const clone = host.cloneNode(true) as HTMLElement;
  if (withCanvases) replaceCanvases(host, clone);
  const style = getComputedStyle(host);
  for (const name of INHERITED) clone.style.setProperty(name, style.getPropertyValue(name));
  clone.style.width = `${width}px`;
  clone.style.height = `${height}px`;
  clone.style.margin = '0';
  const xhtml = new XMLSerializer().serializeToString(clone);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}" viewBox="0 0 ${width} ${height}">` +
    `<foreignObject x="0" y="0" width="${width}" height="${height}">${xhtml}</foreignObject></svg>`;
  const image = new Image(width, height);
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  return image;
}

/** Each canvas of the clone becomes an image of the original's picture, at the original's layout size. */
function replaceCanvases(host: HTMLElement, clone: HTMLElement): void {
  const originals = host.querySelectorAll('canvas');
  const copies = clone.querySelectorAll('canvas');
  originals.forEach((canvas, i) => {
    const copy = copies[i];
    if (!copy) return;
    if (canvas.width === 0 || canvas.height === 0) {
      copy.remove();
      return;
    }
    const image = document.createElement('img');
    image.src = canvas.toDataURL();
    image.setAttribute('style', canvas.getAttribute('style') ?? '');
    if (canvas.className) image.className = canvas.className;
    image.style.width = `${canvas.offsetWidth}px`;
    image.style.height = `${canvas.offsetHeight}px`;
    image.style.display = getComputedStyle(canvas).display;
    copy.replaceWith(image);
  });
}
