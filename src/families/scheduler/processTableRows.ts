import { processName } from '../../../workers/scheduler/processRules';
import { RowsInView } from './rowsInView';
import { Lane, type SchedulerModel } from './schedulerModel';

const dash = (n: number) => (n < 0 ? '—' : String(n));

/** One column of the live process table: its header and a process's figure in it. */
export interface ProcessColumn {
  header: string;
  cell: (model: SchedulerModel, pid: number) => string;
}

/**
 * Spec §3's columns, in order, then issue 12's response time (first run − arrival, a dash before
 * the first run); Priority and Quantum used only where the mode uses them.
 */
export function processColumns(showPriority: boolean, roundRobin: boolean): ProcessColumn[] {
  return [
    { header: 'Arrival', cell: (m, pid) => String(m.procs[pid]!.arrival) },
    { header: 'Burst', cell: (m, pid) => String(m.procs[pid]!.burst) },
    { header: 'Remaining', cell: (m, pid) => String(m.state.remaining[pid]) },
    ...(showPriority ? [{ header: 'Priority', cell: (m: SchedulerModel, pid: number) => String(m.procs[pid]!.priority) }] : []),
    ...(roundRobin ? [{ header: 'Quantum used', cell: (m: SchedulerModel, pid: number) => `${m.state.quantumUsed[pid]}/${m.quantum}` }] : []),
    // Not yet known before the process arrives (a dash, as the columns after it show), not 0.
    { header: 'Waiting', cell: (m, pid) => (m.state.lane[pid] === Lane.Incoming ? '—' : String(m.state.waiting[pid])) },
    { header: 'Turnaround', cell: (m, pid) => dash(m.turnaround(pid)) },
    { header: 'Completion', cell: (m, pid) => dash(m.state.completion[pid]!) },
    { header: 'Response', cell: (m, pid) => dash(m.response(pid)) },
  ];
}

/** A process's figures in the table, its name first. */
const rowFigures = (model: SchedulerModel, columns: readonly ProcessColumn[], pid: number): string[] => [
  processName(pid),
  ...columns.map((column) => column.cell(model, pid)),
];

/** The figures a model's table shows, row by row (the process name first): what the DOM must read. */
export function tableFigures(model: SchedulerModel, columns: readonly ProcessColumn[]): string[][] {
  return model.procs.map((_, pid) => rowFigures(model, columns, pid));
}

/**
 * The live table's body, written straight to the DOM: a process's figures change every tick, and
 * re-rendering fifty rows through React four times a second took longer than a frame on a slow
 * phone. Rows are kept between updates (and between runs of the same size); a cell's text is
 * written only when its figure changed, into the cell's one Text node (its `data`): setting
 * `textContent` replaced the node, and the browser re-styled and re-built layout objects for
 * every replaced node (450 of them when a new run of fifty processes loads).
 *
 * While a run plays, only the rows in or near the viewport are written (rowsInView.ts); the
 * others are written as they come into view, and all of them once the run pauses or ends. Every
 * changed figure costs the browser shaping its text and laying out the table again, and at
 * Fastest, fifty processes, a tick changed about 85 of them, most in rows below the fold: the
 * scheduler row's longest frames at 4× were these layouts (bench/README.md).
 */
export class ProcessTableRows {
  private readonly rows: HTMLTableRowElement[] = [];
  /** Each row's cells' text (the name's <th> first) and the text each shows. */
  private readonly cells: Text[][] = [];
  private readonly texts: string[][] = [];
  /** Rows left unwritten by the last show, to write when they come into view. */
  private readonly stale = new Set<HTMLTableRowElement>();
  private readonly inView = new RowsInView((row) => this.writeStale(row));
  private model: SchedulerModel | null = null;

  constructor(
    private readonly body: HTMLTableSectionElement,
    private readonly columns: readonly ProcessColumn[],
  ) {}

  /** Shows the model's figures: every row's, or with `inViewOnly` those of the rows in view. */
  show(model: SchedulerModel, inViewOnly = false): void {
    this.model = model;
    const count = model.procs.length;
    while (this.rows.length > count) this.removeRow();
    while (this.rows.length < count) this.addRow();
    for (let r = 0; r < count; r++) {
      const row = this.rows[r]!;
      if (inViewOnly && !this.inView.has(row)) this.stale.add(row);
      else this.write(r);
    }
  }

  disconnect(): void {
    this.inView.disconnect();
  }

  private writeStale(row: Element): void {
    const r = this.rows.indexOf(row as HTMLTableRowElement);
    if (r >= 0 && this.stale.has(this.rows[r]!)) this.write(r);
  }

  private write(r: number): void {
    const model = this.model;
    if (!model) return;
    this.stale.delete(this.rows[r]!);
    const figures = rowFigures(model, this.columns, r);
    const cells = this.cells[r]!;
    const texts = this.texts[r]!;
    for (let c = 0; c < figures.length; c++) {
      if (texts[c] !== figures[c]) {
        cells[c]!.data = figures[c]!;
        texts[c] = figures[c]!;
      }
    }
  }

  private removeRow(): void {
    const row = this.rows.pop();
    if (!row) return;
    this.inView.unobserve(row);
    this.stale.delete(row);
    row.remove();
    this.cells.pop();
    this.texts.pop();
  }

  private addRow(): void {
    const row = document.createElement('tr');
    const name = document.createElement('th');
    name.scope = 'row';
    const cells: HTMLTableCellElement[] = [name, ...this.columns.map(() => document.createElement('td'))];
    const texts = cells.map((cell) => cell.appendChild(document.createTextNode('')));
    row.append(...cells);
    this.body.append(row);
    this.inView.observe(row);
    this.rows.push(row);
    this.cells.push(texts);
    this.texts.push(cells.map(() => ''));
  }
}
