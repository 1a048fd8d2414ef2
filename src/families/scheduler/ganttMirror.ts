import { processName } from '../../../workers/scheduler/processRules';
import type { Slice } from '../../../workers/scheduler/simulate';
import { visuallyHidden } from '../../engine/layout/visuallyHidden';

/** What a screen reader hears for one slice. */
export const sliceWords = (slice: Slice): string => `${slice.pid < 0 ? 'idle' : processName(slice.pid)} from ${slice.start} to ${slice.end}`;
export const endWords = (end: number): string => `Run ends at ${end}`;

/**
 * The Gantt chart in words, for screen readers (the chart itself is drawn on a canvas): a list
 * of the slices in the chart's window, each 'P1 from 4 to 7', and the run's end time when the
 * chart shows it. It is written when the chart comes to rest (ganttChart.ts), not at
 * every frame of a run: rewriting a list at each tick is the DOM work the canvas saves.
 */
export class GanttMirror {
  readonly element: HTMLOListElement;

  constructor() {
    this.element = document.createElement('ol');
    this.element.dataset.testid = 'gantt-slices';
    Object.assign(this.element.style, visuallyHidden);
  }

  /** Lists slices [first, last) of a run's `slices`, and the run's end time when the chart shows it. */
  show(slices: readonly Slice[], first: number, last: number, endShown: boolean): void {
    const items: HTMLLIElement[] = [];
    for (let i = first; i < last; i++) {
      const item = document.createElement('li');
      item.dataset.pid = String(slices[i]!.pid);
      item.dataset.start = String(slices[i]!.start);
      item.dataset.end = String(slices[i]!.end);
      item.textContent = sliceWords(slices[i]!);
      items.push(item);
    }
    if (slices.length > 0 && endShown) {
      const end = document.createElement('li');
      end.dataset.testid = 'gantt-end';
      end.textContent = endWords(slices[slices.length - 1]!.end);
      items.push(end);
    }
    this.element.replaceChildren(...items);
  }
}
