import { OP_WIDTH } from '../../../workers/protocol/ops';
import { type GridGraph, parseGrid, stepCost } from '../../../workers/search/gridGraph';
import { Op, opCost } from '../../../workers/search/searchOps';
import { type GridCode, gridCode } from '../../../workers/search/searchPseudocode';
import type { GridSearch } from '../../../workers/search/searchTypes';
import { copyState, restoreState } from '../../engine/model/modelState';
import type { PlayerModel } from '../../engine/player/playerTypes';
import type { RunValues } from '../../engine/session/familyAdapter';
import { DirtySet } from '../../render/dirtySet';
import { GridState, type GridStateCode, type GridView } from '../../render/grid/gridState';
import { type GridSearchState, initialGridSearchState, Mark } from './gridSearchState';

const baseState: Record<string, GridStateCode> = { '.': GridState.Empty, B: GridState.Blocked, S: GridState.Start, E: GridState.End };

/**
 * The grid searches' mirror: each cell's kind from the grid, plus what the search did to it
 * (frontier, visited, path), as one state byte per cell for the renderer.
 */
export class GridModel implements PlayerModel<GridSearchState>, GridView {
  readonly rows: number;
  /** Each cell's colour: derived from the state and the highlight, recomputed on restore. */
  readonly states: Uint8Array;
  readonly dirty: DirtySet;
  private readonly base: Uint8Array;
  /** Everything a step changes; snapshot and restore copy it whole. */
  readonly state: GridSearchState;
  /**
   * The cell being expanded, highlighted (-1 once its highlight is over). Not state: a restore
   * shows no highlight, as clearHighlight does.
   */
  current = -1;
  /**
   * The least cost the worker computed at start (undefined until then, null when unreachable).
   * This and fewestSteps are not state: the run's start sets them once, before any step.
   */
  optimum: number | null | undefined = undefined;
  /** The fewest steps from S to E, from the worker at start (undefined until then, null when unreachable). */
  fewestSteps: number | null | undefined = undefined;
  /** A display setting (reduced motion), not a step's doing. */
  private highlights = true;
  /** The grid as the search saw it: its start and end, step costs and distances for the pseudocode's figures. */
  readonly graph: GridGraph;
  /** The algorithm's pseudocode lines that operations stand for, and the figures they read. */
  readonly code: GridCode;

  constructor(
    readonly grid: string,
    readonly columns: number,
    private readonly values: RunValues,
    readonly diagonal = false,
    /** The depth limit of a depth-limited search (iterative deepening's largest); null for the others. */
    readonly limit: number | null = null,
    readonly algorithm: GridSearch = 'breadthfirstSearch',
  ) {
    this.rows = Math.ceil(grid.length / columns);
    this.graph = parseGrid(grid, diagonal, columns);
    this.code = gridCode[algorithm];
    this.base = Uint8Array.from(grid, (ch) => baseState[ch] ?? GridState.Empty);
    this.states = new Uint8Array(grid.length);
    this.state = initialGridSearchState(grid.length);
    this.dirty = new DirtySet(grid.length);
    this.touchAll();
  }

  /** Cells expanded at least once in the whole run. */
  get visited(): number {
    return this.state.visited;
  }

  set showHighlights(show: boolean) {
    this.highlights = show;
    this.touch(this.current);
  }

  private stateOf(cell: number): GridStateCode {
    const base = this.base[cell] as GridStateCode;
    const mark = this.state.marks[cell];
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
    return opCost(ops[index * OP_WIDTH]!);
  }

  clearHighlight(): void {
    const was = this.current;
    this.current = -1;
    this.touch(was);
  }

  apply(ops: Int32Array, index: number): void {
    const at = index * OP_WIDTH;
    const [code, a, b, c] = [ops[at]!, ops[at + 1]!, ops[at + 2]!, ops[at + 3]!];
    // Only a step that changes the picture ends the last one's highlight (a new round, a step of
    // its own, starts the picture afresh). In play the markers after a step are applied in the
    // same frame: the pushes after an expansion had wiped the cell being expanded before it was ever drawn.
    if (opCost(code) > 0) this.clearHighlight();
    const s = this.state;
    const { lines } = this.code;
    switch (code) {
      case Op.Push:
        if (s.marks[a] !== Mark.Visited) s.marks[a] = Mark.Frontier;
        s.frontier = b;
        // S joins the frontier only at the start (of a run or a round), in the step of the first
        // expansion or the round's start, whose line is the one to show.
        if (a !== this.graph.start) {
          s.line = lines.push;
          s.pushed = a;
          // The cost of the route by which this push reached the cell: A*'s g(next).
          if (s.expanded >= 0) s.g[a] = s.g[s.expanded]! + stepCost(this.graph, s.expanded, a);
        }
        this.touch(a);
        break;
      case Op.Visit: {
        s.marks[a] = Mark.Visited;
        if (!s.seen[a]) {
          s.seen[a] = 1;
          s.visited++;
        }
        s.frontier = c;
        this.current = a;
        s.expanded = a;
        s.expandedDepth = b;
        s.pushed = -1;
        const atLimit = b === (s.round > 0 ? s.round : this.limit);
        if (atLimit) s.cutOff = 1;
        s.line = a === this.graph.end ? lines.goal : atLimit && lines.atLimit !== undefined ? lines.atLimit : lines.take;
        this.touch(a);
        break;
      }
      case Op.Round:
        // Iterative deepening starts over: its earlier marks are cleared, the count stays.
        s.round = a;
        s.expanded = -1;
        s.pushed = -1;
        s.cutOff = 0;
        s.line = lines.round ?? -1;
        s.marks.fill(Mark.None);
        s.frontier = 0;
        this.touchAll();
        break;
      case Op.Path:
        s.marks[a] = Mark.Path;
        s.pathDrawn = b;
        s.pathCells = c;
        s.line = lines.path;
        this.touch(a);
        break;
      case Op.Result:
        s.result = { found: a === 1, steps: b, cost: this.values[c] ?? 0 };
        // Iterative deepening gives up early when a round reached no cell at its limit.
        s.line = a === 1 ? lines.path : lines.reachedAll !== undefined && s.round > 0 && !s.cutOff ? lines.reachedAll : lines.noPath;
        break;
    }
  }

  snapshot(): GridSearchState {
    return copyState(this.state);
  }

  restore(saved: GridSearchState): void {
    restoreState(this.state, saved);
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
    const { marks } = this.state;
    for (let cell = 0; cell < marks.length; cell++) {
      const mark = marks[cell];
      const letter =
        this.highlights && cell === this.current && mark !== Mark.Path
          ? 'c'
          : mark === Mark.Path
            ? 'p'
            : mark === Mark.Visited
              ? 'v'
              : mark === Mark.Frontier
                ? 'f'
                : '.';
      any ||= letter !== '.';
      out += letter;
    }
    return any ? out : '';
  }
}
