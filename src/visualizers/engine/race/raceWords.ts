import type { RaceResult } from './RaceClock';
import { counted } from '../counted';

/** The race's result line (issue 15): 'Winner: {name} in N steps' or 'Tie in N steps'. */
export function raceLine(result: NonNullable<RaceResult>, names: readonly [string, string]): string {
  return result.kind === 'tie' ? `Tie in ${counted(result.steps, 'step')}` : `Winner: ${names[result.side]} in ${counted(result.steps, 'step')}`;
}
