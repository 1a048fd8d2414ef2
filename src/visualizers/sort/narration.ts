import { Op, Phase, type PhaseCode } from '../../../workers/sort/sortOps';
import type { BarModel } from './barModel';

/** The words for sort's phases (the worker sends only their codes). */
export const phaseNames: Record<PhaseCode, string> = {
  [Phase.None]: '',
  [Phase.Counting]: 'Counting phase',
  [Phase.Rebuilding]: 'Rebuilding phase',
  [Phase.Distributing]: 'Distributing into digit buckets',
  [Phase.Collecting]: 'Collecting from the buckets',
};

/** A short sentence for screen readers about the last operation (spec: 'comparing 12 and 40'). */
export function narrate(model: BarModel): string {
  switch (model.lastCode) {
    case Op.Compare:
      return `comparing ${model.lastValueA} and ${model.lastValueB}`;
    case Op.Swap:
      return `swapping ${model.lastValueB} and ${model.lastValueA}`;
    case Op.Set:
      return `writing ${model.lastValueA}`;
    case Op.BucketPut:
      return `moving ${model.lastValueA} into bucket ${model.lastValueB}`;
    case Op.BucketTake:
      return `taking ${model.lastValueA} out of bucket ${model.lastValueB}`;
    case Op.Count:
      return `counting ${model.lastValueA}`;
    case Op.Round:
      return `shuffling again, round ${model.rounds}`;
    default:
      return '';
  }
}

/** The current phase of a two-phase sort, for the label over the second body. */
export function phaseLabel(model: BarModel): string {
  if (model.phase === Phase.Distributing || model.phase === Phase.Collecting) {
    return `${phaseNames[model.phase]} (digit ${model.phaseArg + 1})`;
  }
  return phaseNames[model.phase];
}
