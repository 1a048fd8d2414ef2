import { processName } from '../../../workers/scheduler/processRules';
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

/** The figures a model's table shows, row by row (the process name first): what the DOM must read. */
export function tableFigures(model: SchedulerModel, columns: readonly ProcessColumn[]): string[][] {
  return model.procs.map((_, pid) => [processName(pid), ...columns.map((column) => column.cell(model, pid))]);
}

/**
 * The live table's body, written straight to the DOM: a process's figures change every tick, and
 * re-rendering fifty rows through React four times a second took longer than a frame on a slow
 * phone. Rows are kept between updates (and between runs of the same size); a cell's text is
 * written only when its figure changed, into the cell's one Text node (its `data`): setting
 * `textContent` replaced the node, and the browser re-styled and re-built layout objects for
 * every replaced node (450 of them when a new run of fifty processes loads).
 */
export class ProcessTableRows {
  private readonly rows: HTMLTableRowElement[] = [];
  /** Each row's cells' text (the name's <th> first) and the text each shows. */
  private readonly cells: Text[][] = [];
  private readonly texts: string[][] = [];

  constructor(
    private readonly body: HTMLTableSectionElement,
    private readonly columns: readonly ProcessColumn[],
  ) {}

  show(model: SchedulerModel): void {
    const figures = tableFigures(model, this.columns);
    while (this.rows.length > figures.length) {
      this.rows.pop()?.remove();
      this.cells.pop();
      this.texts.pop();
    }
    while (this.rows.length < figures.length) this.addRow();
    for (let r = 0; r < figures.length; r++) {
      const row = figures[r]!;
      const cells = this.cells[r]!;
      const texts = this.texts[r]!;
      for (let c = 0; c < row.length; c++) {
        if (texts[c] !== row[c]) {
          cells[c]!.data = row[c]!;
          texts[c] = row[c]!;
        }
      }
    }
  }

  private addRow(): void {
    const row = document.createElement('tr');
    const name = document.createElement('th');
    name.scope = 'row';
    const cells: HTMLTableCellElement[] = [name, ...this.columns.map(() => document.createElement('td'))];
    const texts = cells.map((cell) => cell.appendChild(document.createTextNode('')));
    row.append(...cells);
    this.body.append(row);
    this.rows.push(row);
    this.cells.push(texts);
    this.texts.push(cells.map(() => ''));
  }
}
