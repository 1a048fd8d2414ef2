import type { EquationMode } from '../../../workers/equation/equationTypes';

/** The gap between a strip's cells (and between its lines), and the width of its '…' cues: `fitRowWindow` counts them. */
export const STRIP_GAP_PX = 4;
export const CUE_PX = 12;

/**
 * Where the tape wraps: below MUI's md breakpoint (the viewports `stageHeight`'s xs and sm
 * heights are for), onto TAPE_LINES lines, so a phone shows a whole 15-token expression (issue
 * 47); wider, one line holds the tape's pool. A tape line is a cell's height and the gap.
 */
export const TAPE_WRAPS = '(max-width: 899.95px)';
export const TAPE_LINES = 2;
const TAPE_LINE_PX = 34;

/** The equation stage's look, one <style> element per stage (colours keep WCAG AA on #0a1522). */
/* contain: strict (the host gives the root its size) makes the stage a layout root, so a frame
 * lays out only the stage, not the page; will-change gives it its own layer, so the page is not
 * repainted (1280×3600 px) every frame and the stage not re-rastered when the panel changes. */
export const STAGE_CSS = `
.eqs-root { display: flex; flex-direction: column; gap: 6px; height: 100%; overflow: hidden; contain: strict; will-change: transform; color: #e3f2fd; font-family: ui-monospace, Menlo, Consolas, monospace; }
.eqs-row { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.eqs-label { font-family: Roboto, Arial, sans-serif; font-size: 0.8rem; color: #b0bec5; }
.eqs-strip { position: relative; display: flex; gap: ${STRIP_GAP_PX}px; overflow: hidden; padding: 2px 0 14px; min-height: 2.2em; }
.eqs-strip[data-wrap="true"] { flex-wrap: wrap; }
.eqs-strip[data-empty="true"]::before { content: "empty"; color: #90a4ae; font-family: Roboto, Arial, sans-serif; font-size: 0.85rem; }
.eqs-strip[data-more-before="true"]::before, .eqs-strip[data-more-after="true"]::after { content: "…"; flex: none; width: ${CUE_PX}px; text-align: center; color: #b0bec5; align-self: center; }
.eqs-probe { position: absolute; visibility: hidden; }
.eqs-cell { position: relative; flex: none; min-width: 1.6em; padding: 3px 6px; border: 1px solid #546e7a; border-radius: 4px; text-align: center; font-size: 1.05rem; line-height: 1.3; background: #102436; }
.eqs-cell[data-state="read"] { color: #90a4ae; border-color: #37474f; }
.eqs-cell[data-state="current"] { background: #ffd54f; color: #000; border-color: #ffd54f; font-weight: 700; }
.eqs-cell[data-state="top"] { border-color: #66bb6a; box-shadow: inset 0 0 0 1px #66bb6a; }
.eqs-cell[data-state="value"] { border-color: #4fc3f7; color: #e1f5fe; }
.eqs-cell[data-state="segment"] { background: #1c3b57; }
.eqs-cell[data-pointer]:not([data-pointer=""])::after { content: attr(data-pointer); position: absolute; left: 0; right: 0; top: 100%; font-size: 0.7rem; color: #ffd54f; }
.eqs-status { display: flex; flex-wrap: wrap; gap: 4px 16px; font-family: Roboto, Arial, sans-serif; font-size: 0.95rem; }
.eqs-status > span { min-width: 0; overflow-wrap: anywhere; }
.eqs-partial { font-weight: 600; }
`;

/**
 * The stage's height per mode: its rows (about 70 px each with the gap; infix has four, the others
 * two) and the status lines under them, Partial and the step text. Those wrap most for two
 * negative 17-digit operands with exponents, `(-1.2345678901234567e+300) * (-7.654321098765432e-300)
 * = 9.4497790492303`: four lines (95 px) on a 360 px phone, three at sm, one at md. The stage clips
 * (contain: strict), so the room is reserved rather than grown: a stage that grew with its text
 * would move the page below it at every step. Below md the tape's extra lines are reserved too.
 */
export function stageHeight(mode: EquationMode) {
  const tape = (TAPE_LINES - 1) * TAPE_LINE_PX;
  return mode === 'infix' ? { xs: 382 + tape, sm: 360 + tape, md: 350 } : { xs: 246 + tape, sm: 224 + tape, md: 210 };
}
