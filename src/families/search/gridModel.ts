import { OP_WIDTH } from '../../../workers/protocol/ops';
import { Op, opCost } from '../../../workers/search/searchOps';
import { DirtySet } from '../../render/dirtySet';
import { GridState, type GridStateCode, type GridView } from '../../render/grid/gridState';
import type { RunValues } from '../../engine/session/familyAdapter';
import type { PlayerModel } from '../../engine/player/playerTypes';

/** What a search did to a cell so far (drawn over the cell's own kind). */
const Mark = { None: 0, Frontier: 1, Visited: 2, Path: 3 } as const;

export interface GridSnapshot {
  marks: Uint8Array;
  seen: Uint8Array;
  visited: number;
  frontier: number;
  round: number;
  expanded: number;
  expandedDepth: number;
  pathDrawn: number;
  pathCells: number;
  result: GridResult | null;
}

export interface GridResult {
  found: boolean;
  steps: number;
  cost: number;
}

const baseState: Record<string, GridStateCode> = { '.': GridState.Empty, B: GridState.Blocked, S: GridState.Start, E: GridState.End };

/**
 * The grid searches' mirror: each cell's kind from the grid, plus what the search did to it
 * (frontier, visited, path), as one state byte per cell for the renderer.
 */
export class GridModel implements PlayerModel<GridSnapshot>, GridView {
  readonly rows: number;
  readonly states: Uint8Array;
  readonly dirty: DirtySet;
  private readonly base: Uint8Array;
  private marks: Uint8Array;
  /** Cells expanded at least once in the whole run ('cells visited'). */
  private seen: Uint8Array;
  visited = 0;
  frontier = 0;
  round = 0;
  /** The cell being expanded, highlighted (-1 once its highlight is over). */
  current = -1;
  /** The last cell expanded and its depth, highlighted or not: what the narration tells (-1 for none this round). */
  expanded = -1;
  expandedDepth = 0;
  /** Path cells drawn so far, of how many. */
  pathDrawn = 0;
  pathCells = 0;
  result: GridResult | null = null;
  /** The least cost the worker computed at start (undefined until then, null when unreachable). */
  optimum: number | null | undefined = undefined;
  /** The fewest steps from S to E, from the worker at start (undefined until then, null when unreachable). */
  fewestSteps: number | null | undefined = undefined;
  private highlights = true;

  constructor(
    readonly grid: string,
    readonly columns: number,
    private readonly values: RunValues,
    readonly diagonal = false,
    /** The depth limit of a depth-limited search (iterative deepening's largest); null for the others. */
    readonly limit: number | null = null,
  ) {
    this.rows = Math.ceil(grid.length / columns);
    this.base = Uint8Array.from(grid, (ch) => baseState[ch] ?? GridState.Empty);
    this.states = new Uint8Array(grid.length);
    this.marks = new Uint8Array(grid.length);
    this.seen = new Uint8Array(grid.length);
    this.dirty = new DirtySet(grid.length);
    this.touchAll();
  }

  set showHighlights(show: boolean) {
    this.highlights = show;
    this.touch(this.current);
  }

  private stateOf(cell: number): GridStateCode {
    const base = this.base[cell] as GridStateCode;
    const mark = this.marks[cell];
    if (mark === Mark.Path && base === GridState.Empty) return GridState.Path;
    if (base !== GridState.Empty) return base;
    if (this.highlights && cell === this.current) return GridState.Current;
    return mark === Mark.Visited ? GridState.Visited : mark === Mark.Frontier ? GridState.Frontier : GridState.Empty;
  }

  private touch(cell: number): void {
    if (cell < 0 || cell >= this.states.length) return;
    this.states[cell] = this.stateOf(cell);
    this.dirty.mark(cell);
  }

  private touchAll(): void {
    for (let cell = 0; cell < this.states.length; cell++) this.states[cell] = this.stateOf(cell);
    this.dirty.markAll();
  }

  cost(ops: Int32Array, index: number): number {
    return opCost(ops[index * OP_WIDTH]);
  }

  clearHighlight(): void {
    const was = this.current;
    this.current = -1;
    this.touch(was);
  }

  apply(ops: Int32Array, index: number): void {
    const at = index * OP_WIDTH;
    const [code, a, b, c] = [ops[at], ops[at + 1], ops[at + 2], ops[at + 3]];
    // Only a step that changes the picture ends the last one's highlight (a new round, a step of
    // its own, starts the picture afresh). In play the markers after a step are applied in the
    // same frame: the pushes after an expansion had wiped the cell being expanded before it was ever drawn.
    if (opCost(code) > 0) this.clearHighlight();
    switch (code) {
      case Op.Push:
        if (this.marks[a] !== Mark.Visited) this.marks[a] = Mark.Frontier;
        this.frontier = b;
        this.touch(a);
        break;
      case Op.Visit:
        this.marks[a] = Mark.Visited;
        if (!this.seen[a]) {
          this.seen[a] = 1;
          this.visited++;
        }
        this.frontier = c;
        this.current = a;
        this.expanded = a;
        this.expandedDepth = b;
        this.touch(a);
        break;
      case Op.Round:
        // Iterative deepening starts over: its earlier marks are cleared, the count stays.
        this.round = a;
        this.expanded = -1;
        this.marks.fill(Mark.None);
        this.frontier = 0;
        this.touchAll();
        break;
      case Op.Path:
        this.marks[a] = Mark.Path;
        this.pathDrawn = b;
        this.pathCells = c;
        this.touch(a);
        break;
      case Op.Result:
        this.result = { found: a === 1, steps: b, cost: this.values[c] ?? 0 };
        break;
    }
  }

  snapshot(): GridSnapshot {
    const { visited, frontier, round, expanded, expandedDepth, pathDrawn, pathCells, result } = this;
    return { marks: this.marks.slice(), seen: this.seen.slice(), visited, frontier, round, expanded, expandedDepth, pathDrawn, pathCells, result };
  }

  restore(s: GridSnapshot): void {
    this.marks = s.marks.slice();
    this.seen = s.seen.slice();
    ({ visited: this.visited, frontier: this.frontier, round: this.round, expanded: this.expanded, expandedDepth: this.expandedDepth, pathDrawn: this.pathDrawn, pathCells: this.pathCells, result: this.result } = s);
    this.current = -1;
    this.touchAll();
  }

  /**
   * What the search did to each cell, as the picture shows it, one letter a cell: '.' nothing,
   * 'f' waiting in the frontier, 'v' visited, 'c' being expanded, 'p' on the path. The start and
   * the end keep their own colour on the picture; here they get their marks too. '' while the
   * search has marked nothing (as before a run), so an untouched grid reads the same always.
   */
  searchMarks(): string {
    let out = '';
    let any = false;
    for (let cell = 0; cell < this.marks.length; cell++) {
      const mark = this.marks[cell];
      const letter = this.highlights && cell === this.current && mark !== Mark.Path ? 'c' : mark === Mark.Path ? 'p' : mark === Mark.Visited ? 'v' : mark === Mark.Frontier ? 'f' : '.';
      any ||= letter !== '.';
      out += letter;
    }
    return any ? out : '';
  }
}
