import { FILM_HOST_ATTRIBUTE } from '../../render/filmHost';
import { STAGE_BACKGROUND } from '../../render/stageColour';
import type { StageRenderer } from '../../render/stageRenderer';
import type { FilmStage } from './filmStages';
import { INHERITED, StageSnapshot } from './stageSnapshot';

/** The video's width, and the most its stage may take of its height (the outcome line goes under it). */
export const VIDEO_WIDTH = 1280;
export const STAGE_MAX_HEIGHT = 720;
/** The strip under the stage with the page's outcome line. */
export const OUTCOME_HEIGHT = 64;
/** Room around the stage (the page's stage frame has its padding too). */
const PADDING = 16;
/** The stage's width: the video's, less the padding. */
const STAGE_WIDTH = VIDEO_WIDTH - 2 * PADDING;
/** A stage laid out this short at the video's width is drawn at least this tall. */
const STAGE_MIN_HEIGHT = 160;

/** Resolves after the browser's next rendering step (layout, resize observers, animation frame callbacks). */
export const nextFrame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));

/**
 * The page's stage made again off the screen for a video: the renderer the page uses, drawing a
 * video's model in a box of the video's width and the page stage's shape (a board or the
 * scheduler: as tall as its drawing), laid out where no one sees or reaches it (inert, hidden
 * from assistive technology). Each frame is drawn into the video's canvas with the outcome line
 * under it.
 */
export class OffscreenStage {
  /** The frame's size. */
  readonly width = VIDEO_WIDTH;
  readonly height: number;
  private readonly scale: number;
  private readonly snapshot: StageSnapshot;

  private constructor(
    private readonly box: HTMLElement,
    private readonly host: HTMLElement,
    private readonly renderer: StageRenderer<unknown>,
  ) {
    const stageHeight = host.clientHeight;
    // Fixed from here: a drawing that grows later (the scheduler's chart) is clipped, not squeezed.
    host.style.height = `${stageHeight}px`;
    this.scale = Math.min(1, STAGE_MAX_HEIGHT / Math.max(1, stageHeight));
    this.height = 2 * Math.ceil((PADDING + stageHeight * this.scale + OUTCOME_HEIGHT) / 2);
    this.snapshot = new StageSnapshot(host);
  }

  static async create(stage: FilmStage, view: unknown): Promise<OffscreenStage> {
    const box = document.createElement('div');
    box.setAttribute(FILM_HOST_ATTRIBUTE, '');
    box.setAttribute('aria-hidden', 'true');
    box.inert = true;
    Object.assign(box.style, { position: 'fixed', left: '-20000px', top: '0', width: `${STAGE_WIDTH}px`, pointerEvents: 'none' });
    // The renderer's text lays out as on the page.
    const style = getComputedStyle(stage.host);
    for (const name of INHERITED) box.style.setProperty(name, style.getPropertyValue(name));
    const host = document.createElement('div');
    Object.assign(host.style, {
      position: 'relative',
      width: '100%',
      overflow: 'hidden',
      height: stage.autoHeight ? 'auto' : `${stageHeightOf(stage.host)}px`,
    });
    box.append(host);
    document.body.append(box);
    try {
      const renderer = await stage.renderer(host);
      renderer.setView(view);
      // Two rendering steps: the layout, the renderers' resize observers (DOM stages fit their
      // rows and cells there), and a WebGL stage's first full picture.
      await nextFrame();
      await nextFrame();
      return new OffscreenStage(box, host, renderer);
    } catch (error) {
      box.remove();
      throw error;
    }
  }

  /** Draws the model as it stands now, and the outcome line, into the video's frame. */
  async drawFrame(context: CanvasRenderingContext2D, outcome: string): Promise<void> {
    this.renderer.draw();
    context.fillStyle = STAGE_BACKGROUND;
    context.fillRect(0, 0, this.width, this.height);
    const width = STAGE_WIDTH * this.scale;
    await this.snapshot.draw(context, { x: (VIDEO_WIDTH - width) / 2, y: PADDING, width, height: this.host.clientHeight * this.scale });
    drawOutcome(context, outcome, this.height - OUTCOME_HEIGHT, this.width);
  }

  dispose(): void {
    this.snapshot.dispose();
    this.renderer.destroy();
    this.box.remove();
  }
}

/** A fixed-height stage at the video's width keeps the page stage's shape. */
function stageHeightOf(pageHost: HTMLElement): number {
  const { clientWidth, clientHeight } = pageHost;
  if (clientWidth === 0 || clientHeight === 0) return STAGE_MAX_HEIGHT - OUTCOME_HEIGHT;
  return Math.round(Math.min(STAGE_MAX_HEIGHT, Math.max(STAGE_MIN_HEIGHT, (STAGE_WIDTH * clientHeight) / clientWidth)));
}

/** The page's outcome line ('Sorted', 'Found at index 3') in the strip under the stage, cut with '…' when too long. */
function drawOutcome(context: CanvasRenderingContext2D, outcome: string, top: number, width: number): void {
  if (!outcome) return;
  const margin = 24;
  context.font = '600 30px system-ui, Roboto, Arial, sans-serif';
  context.fillStyle = '#ffffff';
  context.textBaseline = 'middle';
  let text = outcome;
  while (text.length > 1 && context.measureText(text).width > width - 2 * margin) text = `${text.slice(0, -2)}…`;
  context.fillText(text, margin, top + OUTCOME_HEIGHT / 2);
}
