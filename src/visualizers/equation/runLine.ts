import { equationRunner } from '../../../workers/equation/equationRunner';
import type { EquationMode } from '../../../workers/equation/equationTypes';
import { encodeChunk, opCount } from '../../../workers/protocol/chunk';
import { ValueTable } from '../../../workers/protocol/valueTable';
import { equationAdapter, outcomeOf } from './equationAdapter';

/**
 * The line the page ends with for an expression, computed the way the page gets it but without
 * a worker: the runner's check ('Error: …'), then its operations chunk by chunk through the
 * page's model ('Result: …' or 'Cannot Evaluate :…'). For tests and tools.
 */
export function runLine(mode: EquationMode, expression: string): string {
  let input: ReturnType<typeof equationRunner.validate>;
  try {
    input = equationRunner.validate({ mode, expression });
  } catch (error) {
    return equationAdapter.errorText((error as Error).message);
  }
  const values: number[] = [];
  const model = equationAdapter.createModel({ mode, expression }, values);
  const table = new ValueTable();
  const operations = equationRunner.operations(input, table);
  for (;;) {
    const chunk = encodeChunk(operations, 256, table);
    if (chunk.values) values.push(...chunk.values);
    for (let i = 0; i < opCount(chunk.ops); i++) model.apply(chunk.ops, i);
    if (chunk.done) return outcomeOf(model);
  }
}
