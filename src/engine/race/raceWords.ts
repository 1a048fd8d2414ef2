import { counted } from '../story/counted';
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

/**
 * What each side is doing, for the narration line while a race plays or is stepped by hand:
 * 'Bubble Sort: comparing 3 and 2 · Merge Sort (Loop): writing 2'. A side with nothing to say
 * (finished, or a marker step) is left out, so the line never reads 'Name: '.
 */
export function raceNarration(names: readonly [string, string], lines: readonly [string, string]): string {
  return lines
    .map((line, side) => (line ? `${names[side]}: ${line}` : ''))
    .filter(Boolean)
    .join(' · ');
}
