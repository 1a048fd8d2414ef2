import { heuristic } from '../../../workers/search/gridGraph';
import { BINARY, LINEAR } from '../../../workers/search/searchPseudocode';
import { type CodePosition, NO_CODE, type Variable } from '../../engine/story/code';
import type { ArrayModel } from './arrayModel';
import type { GridModel } from './gridModel';
import { cellPlace } from './searchWords';

/**
 * Where a search stands in its pseudocode (searchPseudocode.ts): the line the model recorded
 * for the last operation, and the values that line reads, named as the lines name them. Built
 * only when the page asks (a few times a second), never per operation.
 */

/** Costs with diagonals are sums of √2: two decimals, as the outcome line shows them. */
const figure = (value: number) => Math.round(value * 100) / 100;

export function arrayCode(model: ArrayModel): CodePosition {
  const { line, compared, low, high, mid, probedLow, probedHigh, found } = model.state;
  const { key, values } = model;
  if (line < 0 || key === null) return NO_CODE;
  if (!model.windowed) {
    const i = line === LINEAR.found ? found : compared;
    return {
      line,
      variables: [
        ['i', i],
        ['a[i]', values[i]!],
        ['key', key],
      ],
    };
  }
  if (line === BINARY.mid)
    return {
      line,
      variables: [
        ['low', low],
        ['high', high],
        ['mid', mid],
      ],
    };
  if (line === BINARY.notFound)
    return {
      line,
      variables: [
        ['low', low],
        ['high', high],
      ],
    };
  const probe = line === BINARY.found ? found : compared;
  const read: Variable[] = [
    ['mid', probe],
    ['a[mid]', values[probe]!],
    ['key', key],
  ];
  // The comparison moved one end of the window: the line's new value (the picture keeps the old
  // window until the next one is drawn).
  if (line === BINARY.goRight) read.push(['low', probe + 1], ['high', probedHigh]);
  if (line === BINARY.goLeft) read.push(['low', probedLow], ['high', probe - 1]);
  return { line, variables: read };
}

export function gridCode(model: GridModel): CodePosition {
  const s = model.state;
  const { lines, figures } = model.code;
  if (s.line < 0) return NO_CODE;
  const read: Variable[] = [];
  const limit = s.round > 0 ? s.round : model.limit;
  if (s.line === lines.round) {
    read.push(['limit', s.round], ['largest limit', model.limit ?? 0]);
    return { line: s.line, variables: read };
  }
  if (s.line === lines.path && s.pathDrawn > 0) {
    read.push(['path', `cell ${s.pathDrawn} of ${s.pathCells}`]);
    return { line: s.line, variables: read };
  }
  if (s.expanded >= 0) read.push(['cell', cellPlace(s.expanded, model.columns)]);
  const pushing = s.line === lines.push && s.pushed >= 0;
  if (pushing) read.push(['next', cellPlace(s.pushed, model.columns)]);
  if (figures === 'limited' && s.expanded >= 0) read.push(['depth', s.expandedDepth], ['limit', limit ?? 0]);
  const subject = pushing ? s.pushed : s.expanded;
  const name = pushing ? 'next' : 'cell';
  if (subject >= 0 && (figures === 'astar' || figures === 'greedy')) {
    const h = heuristic(model.graph, subject);
    if (figures === 'astar') read.push([`g(${name})`, figure(s.g[subject]!)], [`h(${name})`, figure(h)], [`f(${name})`, figure(s.g[subject]! + h)]);
    else read.push([`h(${name})`, figure(h)]);
  }
  read.push(['frontier size', s.frontier]);
  return { line: s.line, variables: read };
}
