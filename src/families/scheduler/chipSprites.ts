import { processName } from '../../../workers/scheduler/processRules';
import { CHIP_HEIGHT_PX, CHIP_WIDTH_PX } from './laneGeometry';
import { processColour } from './processColour';

const CHIP_FONT = '13px system-ui, sans-serif';
const CHIP_RADIUS_PX = 4;

/**
 * Each process's chip (its colour, rounded, its name in white), drawn once into a small canvas
 * and copied onto the lanes after that: a queue that moves by one redraws every chip in it, and
 * a copy costs a fraction of shaping and rasterising the name again. CPU canvases, as the lanes'
 * is: copying from a GPU canvas into a CPU one reads it back first.
 */
export class ChipSprites {
  private readonly sprites = new Map<number, HTMLCanvasElement>();
  private scale = 0;

  /**
   * Draws process `pid`'s chip with its top-left corner at (x, y), in the target's CSS pixels;
   * `scale` is the target's device pixel scale, which the caller reads once for all its chips
   * (`getTransform()` builds a new matrix object at each call: 11 ms of a reload at 4×).
   */
  draw(target: CanvasRenderingContext2D, pid: number, x: number, y: number, scale: number): void {
    target.drawImage(this.spriteOf(pid, scale), x, y, CHIP_WIDTH_PX, CHIP_HEIGHT_PX);
  }

  private spriteOf(pid: number, scale: number): HTMLCanvasElement {
    if (scale !== this.scale) {
      this.sprites.clear();
      this.scale = scale;
    }
    let sprite = this.sprites.get(pid);
    if (!sprite) {
      sprite = document.createElement('canvas');
      sprite.width = Math.ceil(CHIP_WIDTH_PX * scale);
      sprite.height = Math.ceil(CHIP_HEIGHT_PX * scale);
      const pen = sprite.getContext('2d', { willReadFrequently: true });
      if (pen) {
        pen.scale(scale, scale);
        pen.fillStyle = processColour(pid);
        pen.beginPath();
        pen.roundRect(0, 0, CHIP_WIDTH_PX, CHIP_HEIGHT_PX, CHIP_RADIUS_PX);
        pen.fill();
        pen.font = CHIP_FONT;
        pen.fillStyle = '#ffffff';
        pen.textAlign = 'center';
        pen.textBaseline = 'middle';
        pen.fillText(processName(pid), CHIP_WIDTH_PX / 2, CHIP_HEIGHT_PX / 2 + 1);
      }
      this.sprites.set(pid, sprite);
    }
    return sprite;
  }
}
