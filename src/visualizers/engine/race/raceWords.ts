import { counted } from '../counted';
import type { RaceResult } from './RaceClock';

/**
 * The race's result line (issue 15): 'Winner: {name} in N steps' or 'Tie in N steps'. A winner
 * that finished without reaching its goal says so after the steps ('…, without reaching E').
 */
export function raceLine(result: NonNullable<RaceResult>, names: readonly [string, string], winnerShortfall = ''): string {
  if (result.kind === 'tie') return `Tie in ${counted(result.steps, 'step')}`;
  const line = `Winner: ${names[result.side]} in ${counted(result.steps, 'step')}`;
  return winnerShortfall ? `${line}, ${winnerShortfall}` : line;
}
