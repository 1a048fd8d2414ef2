import type { FrameRow } from './frameRows';
import { FASTEST } from './speeds';

/** The machine's ceiling row: a cleared WebGL canvas, nothing drawn (domTargets.ts). */
export const CLEAR_RENDERER = 'webgl-clear';
export const DOM_RENDERER = 'dom';

/**
 * Each row's fps beside two rows of the same run at the same throttle: `webgl-clear` (what this
 * machine's GPU process allows any page at that moment) and the DOM baseline at the row's speed
 * (a family row, played at Fastest only, is set beside the baseline's Fastest). Ratios taken in
 * one run hold from machine to machine where absolute frame rates do not. A ratio whose
 * reference row was not run is left out.
 */
export function withRatios(rows: FrameRow[]): FrameRow[] {
  const find = (renderer: string, cpu: number, speed?: string) =>
    rows.find((r) => r.renderer === renderer && r.cpu === cpu && (speed === undefined || r.speed === speed));
  return rows.map((row) => {
    const clear = find(CLEAR_RENDERER, row.cpu);
    const dom = find(DOM_RENDERER, row.cpu, row.speed) ?? find(DOM_RENDERER, row.cpu, FASTEST[0]);
    const ratio = (reference: FrameRow | undefined) => (reference && reference.fps > 0 ? row.fps / reference.fps : undefined);
    const fpsToClear = ratio(clear);
    const fpsToDom = ratio(dom);
    return { ...row, ...(fpsToClear === undefined ? {} : { fpsToClear }), ...(fpsToDom === undefined ? {} : { fpsToDom }) };
  });
}
