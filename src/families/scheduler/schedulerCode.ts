import { processName as name } from '../../../workers/scheduler/processRules';
import { usesPriority } from '../../../workers/scheduler/schedulerTypes';
import { type CodePosition, NO_CODE, type Variable } from '../../engine/story/code';
import type { SchedulerModel } from './schedulerModel';

/**
 * Where the run stands in its pseudocode: the line the model marked for the operation on the
 * stage, and the values that line reads, named as the pseudocode names them (schedulerPseudocode.ts).
 * Built here, a few times a second, not per operation: the model keeps numbers only.
 */
export function schedulerCode(model: SchedulerModel): CodePosition {
  const s = model.state;
  if (s.line < 0) return NO_CODE;
  const variables: Variable[] = [['clock', s.clock]];
  if (s.lineP >= 0) variables.push(['p', name(s.lineP)]);
  const running = s.lineRunning;
  variables.push(['running', running < 0 ? 'none' : name(running)]);
  if (running >= 0) {
    variables.push(['remaining burst', s.remaining[running]!]);
    if (model.algorithm === 'roundrobin') variables.push(['quantum left', model.quantum - s.quantumUsed[running]!]);
    if (model.algorithm === 'sjf') variables.push(['burst', model.procs[running]!.burst]);
    if (usesPriority(model.algorithm)) variables.push(['priority', model.procs[running]!.priority]);
  }
  if (model.algorithm === 'roundrobin') variables.push(['q', model.quantum]);
  if (s.tickets > 0) variables.push(['ticket', `${s.ticket} of ${s.tickets}`]);
  return { line: s.line, variables };
}
