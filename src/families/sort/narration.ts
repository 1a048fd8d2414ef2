import { Op, Phase, type PhaseCode } from '../../../workers/sort/sortOps';
import { counted } from '../../engine/story/counted';
import type { BarModel } from './barModel';
import { PivotChange } from './sortState';

/** The words for sort's phases (the worker sends only their codes). */
export const phaseNames: Record<PhaseCode, string> = {
  [Phase.None]: '',
  [Phase.Counting]: 'Counting phase',
  [Phase.Rebuilding]: 'Rebuilding phase',
  [Phase.Distributing]: 'Distributing into digit buckets',
  [Phase.Collecting]: 'Collecting from the buckets',
};

/**
 * A short sentence for screen readers about the last visible operation (spec: 'comparing 12 and
 * 40'), the step on the stage: markers after it ('sorted', a phase) have no words of their own.
 */
export function narrate(model: BarModel): string {
  const s = model.state;
  switch (s.lastCode) {
    case Op.Compare:
      // Bogosort: this compare found a pair out of order, and the shuffle it starts is told with it.
      return s.roundFollows
        ? `comparing ${s.lastValueA} and ${s.lastValueB}: out of order, shuffling again, round ${s.rounds}`
        : `comparing ${s.lastValueA} and ${s.lastValueB}`;
    case Op.Swap:
      return `swapping ${s.lastValueB} and ${s.lastValueA}`;
    case Op.Set:
      return `writing ${s.lastValueA}`;
    case Op.Pivot:
      return pivotWords(model);
    case Op.BucketPut:
      return `moving ${s.lastValueA} into bucket ${s.lastValueB}`;
    case Op.BucketTake:
      return `taking ${s.lastValueA} out of bucket ${s.lastValueB}`;
    case Op.Count:
      return `counting ${s.lastValueA}`;
    default:
      return '';
  }
}

/** Quick sort's pivot steps: chosen, followed to where the last swap moved it, then left in its final place. */
function pivotWords(model: BarModel): string {
  const { lastValueA: value, lastValueB: index, pivotChange } = model.state;
  switch (pivotChange) {
    case PivotChange.Chosen:
      return `choosing ${value} at index ${index} as the pivot`;
    case PivotChange.Moved:
      return `marking the pivot ${value} at its new index ${index}`;
    default:
      return `leaving the pivot ${value} at index ${index}, its final place`;
  }
}

/**
 * The narration's last word on a finished run, in other words than the outcome line ('Sorted',
 * which screen readers hear on its own): what the run cost.
 */
export function finalNarration(model: BarModel): string {
  const s = model.state;
  const shuffles = s.rounds > 0 ? `, after ${counted(s.rounds, 'shuffle')}` : '';
  return `Done: ${counted(model.size, 'value')} sorted with ${counted(s.comparisons, 'comparison')} and ${counted(s.writes, 'write')}${shuffles}`;
}

/** The current phase of a two-phase sort, for the label over the second body. */
export function phaseLabel(model: BarModel): string {
  const { phase, phaseArg } = model.state;
  if (phase === Phase.Distributing || phase === Phase.Collecting) return `${phaseNames[phase]} (digit ${phaseArg + 1})`;
  return phaseNames[phase];
}
