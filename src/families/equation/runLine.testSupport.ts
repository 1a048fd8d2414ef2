import { equationOpCost } from '../../../workers/equation/equationOps';
import { equationRunner } from '../../../workers/equation/equationRunner';
import type { EquationMode } from '../../../workers/equation/equationTypes';
import { CHUNK_OPS, encodeChunk, opCount } from '../../../workers/protocol/chunk';
import { ValueTable } from '../../../workers/protocol/valueTable';
import { stepThrough } from '../../engine/player/playerDrive.testSupport';
import { equationAdapter, errorLine, outcomeOf } from './equationAdapter';
import type { EquationModel } from './equationModel';

/**
 * Test support (only tests import it; the page runs the same steps through its worker): the
 * line the page ends with for an expression, computed the way the page gets it but without a
 * worker: the runner's check (the 'Error: …' line the field shows), then its operations chunk by chunk through the
 * page's model ('Result: …' or 'Cannot Evaluate :…').
 */
export function runLine(mode: EquationMode, expression: string): string {
  try {
    equationRunner.validate({ mode, expression });
  } catch (error) {
    return errorLine((error as Error).message);
  }
  return outcomeOf(runModel(mode, expression, Number.POSITIVE_INFINITY));
}

/** The page's model after the first `steps` operations of a valid expression's run (all of them by default). */
export function runModel(mode: EquationMode, expression: string, steps = Number.POSITIVE_INFINITY): EquationModel {
  const input = equationRunner.validate({ mode, expression });
  const values: number[] = [];
  const model = equationAdapter.model.create({ mode, expression }, values);
  const table = new ValueTable();
  const operations = equationRunner.operations(input, table);
  let applied = 0;
  for (;;) {
    const chunk = encodeChunk(operations, 256, table);
    if (chunk.values) values.push(...chunk.values);
    for (let i = 0; i < opCount(chunk.ops) && applied < steps; i++, applied++) model.apply(chunk.ops, i);
    if (chunk.done || applied >= steps) return model;
  }
}

/**
 * A real player stepped by hand over a valid expression's run (the page's Step forward), with
 * the page's model and its chunks as the worker sends them. `run` steps to the end and gives
 * what `look` read after each step (the model before it starts, for a look before any step).
 */
export function stepByHand<T>(mode: EquationMode, expression: string, look: (model: EquationModel, cursor: number) => T) {
  const input = equationRunner.validate({ mode, expression });
  const values: number[] = [];
  const model = equationAdapter.model.create({ mode, expression }, values);
  const table = new ValueTable();
  const operations = equationRunner.operations(input, table);
  const next = () => {
    const chunk = encodeChunk(operations, CHUNK_OPS, table);
    if (chunk.values) values.push(...chunk.values);
    return chunk;
  };
  return { model, run: () => stepThrough(model, next, (player) => look(model, player.cursor)) };
}

/** How many operations a valid expression's run has (what the progress bar counts). */
export function operationCount(mode: EquationMode, expression: string): number {
  const input = equationRunner.validate({ mode, expression });
  const steps = equationRunner.countStream?.(input);
  let count = 0;
  while (steps && !steps.next().done) count++;
  return count;
}

/** Each operation's share of the delay, in run order: 0 marks a marker the player shows with the step before it. */
export function operationCosts(mode: EquationMode, expression: string): number[] {
  const input = equationRunner.validate({ mode, expression });
  const operations = equationRunner.operations(input, new ValueTable());
  const costs: number[] = [];
  for (let next = operations.next(); !next.done; next = operations.next()) costs.push(equationOpCost(next.value[0]));
  return costs;
}
