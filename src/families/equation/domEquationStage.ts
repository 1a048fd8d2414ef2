import type { StageRenderer } from '../../render/stageRenderer';
import { CellProbe } from './cellProbe';
import type { EquationModel } from './equationModel';
import type { CellMetrics } from './rowWindow';
import { STAGE_CSS, TAPE_LINES, TAPE_WRAPS } from './stageStyles';
import { type RowCell, TokenRow } from './tokenRow';

/** Cells per row at most (fewer when fewer fit the width): never more DOM than ~100 nodes. */
const POOL = { tape: 24, stack: 10, operators: 10, output: 20, work: 24 };

/** Rows each mode draws, top to bottom. */
type RowName = keyof typeof POOL;
const ROWS: Record<EquationModel['mode'], RowName[]> = {
  postfix: ['tape', 'stack'],
  prefix: ['tape', 'stack'],
  infix: ['tape', 'operators', 'output', 'stack'],
  infix2pointer: ['tape', 'work'],
};
const LABELS: Record<RowName, string> = {
  tape: 'Tokens',
  stack: 'Operand stack (top at the right)',
  operators: 'Operator stack (top at the right)',
  output: 'Output queue (postfix)',
  work: 'Working list (L and R: innermost brackets)',
};

/** The equation stage in the DOM: a token tape, the stack(s), the output queue or working list, the partial value. */
export class DomEquationStage implements StageRenderer<EquationModel> {
  /** What changed is restyled, laid out and painted on the main thread: Fastest caps operations a frame (StageRenderer). */
  readonly drawsPerChange = true;
  private readonly root: HTMLElement;
  private rows = new Map<RowName, TokenRow>();
  private readonly partial: HTMLElement;
  private readonly step: HTMLElement;
  private model: EquationModel | null = null;
  private drawn = -1;
  private readonly probe = new CellProbe();
  /** The rows' width and their cells' metrics, measured at each resize, never per frame (see `measure`). */
  private room = 0;
  private metrics: CellMetrics | null = null;
  /** Lines the tape may wrap onto (TAPE_WRAPS), read at each resize with the rest. */
  private tapeLines = 1;
  private readonly resizes: ResizeObserver | null;

  constructor(host: HTMLElement) {
    this.root = document.createElement('div');
    this.root.className = 'eqs-root';
    const style = document.createElement('style');
    style.textContent = STAGE_CSS;
    const status = document.createElement('div');
    status.className = 'eqs-status';
    this.partial = document.createElement('span');
    this.partial.className = 'eqs-partial';
    this.partial.dataset.testid = 'partial';
    this.step = document.createElement('span');
    status.append(this.partial, this.step);
    this.root.append(style, this.probe.element, status);
    host.append(this.root);
    // jsdom (unit tests) has no ResizeObserver; there the rows show their whole pool.
    this.resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => this.measure());
    this.resizes?.observe(this.root);
  }

  /**
   * Takes the rows' width and the cells' metrics, then redraws the windows for them. Called by
   * the ResizeObserver, after layout and before paint, so the reads cost no layout of their own
   * and the first frame painted is already fitted; a frame at Fastest reads nothing.
   */
  private measure(): void {
    if (!this.takeMeasures()) return;
    this.drawn = -1;
    this.draw();
  }

  /** Reads the rows' width, the cells' metrics and the tape's lines; false, keeping the last fit, while the stage is not displayed. */
  private takeMeasures(): boolean {
    const metrics = this.probe.measure();
    // A stage not displayed has no width: keep the last fit until it is shown again.
    if (!metrics || this.root.clientWidth === 0) return false;
    // The rows span the root (no horizontal padding or border between them), so its width is theirs.
    this.room = this.root.clientWidth;
    this.metrics = metrics;
    // The viewport crosses the breakpoint only as the stage's width changes, so a resize sees it.
    this.tapeLines = window.matchMedia(TAPE_WRAPS).matches ? TAPE_LINES : 1;
    return true;
  }

  static async create(host: HTMLElement): Promise<DomEquationStage> {
    return new DomEquationStage(host);
  }

  setView(model: EquationModel): void {
    const sameRows = this.model?.mode === model.mode;
    this.model = model;
    if (sameRows) {
      // A reload (Play after a finished run, a new expression) keeps the rows' nodes.
      for (const row of this.rows.values()) row.reset();
    } else {
      for (const row of this.rows.values()) row.element.remove();
      this.rows = new Map(ROWS[model.mode].map((name) => [name, new TokenRow(LABELS[name], POOL[name], `row-${name}`)]));
      const status = this.root.lastChild;
      for (const row of this.rows.values()) this.root.insertBefore(row.element, status);
    }
    // The first view can come before the ResizeObserver's first report (0.4 s before it on a
    // loaded phone, with frames painted between): drawn unmeasured, the tape is one line of its
    // whole pool, and it re-wraps onto two when the report comes, moving every row below it.
    // So the first view measures at once, a single forced layout; later ones use the last fit.
    if (!this.metrics) this.takeMeasures();
    this.drawn = -1;
    this.draw();
  }

  draw(): void {
    const model = this.model;
    if (!model || model.revision === this.drawn) return;
    this.drawn = model.revision;
    const s = model.state;
    const tokens = model.tokens;
    const restingFocus = model.mode === 'prefix' ? tokens.length - 1 : 0;
    this.rows
      .get('tape')
      ?.show(
        tokens.length,
        (i) => ({ text: tokens[i]!.text, state: i === s.current ? 'current' : s.read[i] ? 'read' : '' }),
        s.current >= 0 ? s.current : restingFocus,
        'centre',
        this.room,
        this.metrics,
        this.tapeLines,
      );
    const top = (count: number) => (i: number) => (i === count - 1 ? 'top' : '');
    this.rows
      .get('stack')
      ?.show(
        s.operands.length,
        (i) => ({ text: model.value(s.operands[i]!), state: top(s.operands.length)(i) }),
        s.operands.length - 1,
        'end',
        this.room,
        this.metrics,
      );
    this.rows
      .get('operators')
      ?.show(
        s.operators.length,
        (i) => ({ text: model.operatorText(s.operators[i]!), state: top(s.operators.length)(i) }),
        s.operators.length - 1,
        'end',
        this.room,
        this.metrics,
      );
    this.rows
      .get('output')
      ?.show(
        s.queue.length,
        (i) => ({ text: model.operatorText(s.queue[i]!), state: i === s.queueCursor ? 'current' : i < s.queueCursor ? 'read' : '' }),
        s.phase === 1 ? s.queueCursor : s.queue.length - 1,
        'centre',
        this.room,
        this.metrics,
      );
    this.rows
      .get('work')
      ?.show(
        s.work.length,
        (i) => this.workCell(model, i),
        s.workCursor >= 0 ? s.workCursor : Math.max(0, s.left),
        'centre',
        this.room,
        this.metrics,
      );
    const partial = s.partial >= 0 ? `Partial: ${model.value(s.partial)}` : '';
    if (this.partial.textContent !== partial) this.partial.textContent = partial;
    this.partial.hidden = partial === '';
    if (this.step.textContent !== s.step) this.step.textContent = s.step;
  }

  private workCell(model: EquationModel, i: number): RowCell {
    const s = model.state;
    const item = s.work[i]!;
    const inSegment = s.left > -2 && i > s.left && i < s.right;
    const state = i === s.workCursor ? 'current' : 'value' in item ? 'value' : inSegment ? 'segment' : '';
    return { text: model.workText(item), state, pointer: i === s.left ? 'L' : i === s.right ? 'R' : '' };
  }

  destroy(): void {
    this.resizes?.disconnect();
    this.root.remove();
    this.model = null;
  }
}
