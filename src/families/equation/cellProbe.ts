import type { CellMetrics } from './rowWindow';
import { CUE_PX, STRIP_GAP_PX } from './stageStyles';

/** Texts the probe lays out: the narrowest cell, and two lengths past the min-width, whose difference gives a character's width. */
const SHORT = 4;
const LONG = 12;

/**
 * Hidden cells of the stage's own style, laid out once and read at each resize, which give
 * `fitRowWindow` a cell's width for any text. They are styled as the current token (bold),
 * the widest state, so an estimate is never narrower than the cell it stands for.
 */
export class CellProbe {
  readonly element: HTMLElement;
  private readonly cells: HTMLElement[];

  constructor() {
    this.element = document.createElement('div');
    this.element.className = 'eqs-strip eqs-probe';
    this.element.setAttribute('aria-hidden', 'true');
    this.cells = [1, SHORT, LONG].map((length) => {
      const cell = document.createElement('span');
      cell.className = 'eqs-cell';
      cell.dataset.state = 'current';
      cell.textContent = '0'.repeat(length);
      return cell;
    });
    this.element.append(...this.cells);
  }

  /** The cells' metrics, or null while the probe is not laid out (a stage not displayed). */
  measure(): CellMetrics | null {
    const [min, short, long] = this.cells.map((cell) => cell.getBoundingClientRect().width);
    if (!min || long === undefined || short === undefined) return null;
    const perChar = (long - short) / (LONG - SHORT);
    return { min, base: short - perChar * SHORT, perChar, gap: STRIP_GAP_PX, cue: CUE_PX };
  }
}
