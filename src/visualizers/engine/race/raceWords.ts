import type { RaceResult } from './RaceClock';

/**
 * A side's visible steps as words show them: a whole number for the sorts; a grid search's path
 * cells are quarter steps (drawn four to a delay), so its count may end in .25, .5 or .75.
 */
export const stepCount = (steps: number) => String(Number(steps.toFixed(2)));

/** The race's result line (issue 15): 'Winner: {name} in N steps' or 'Tie in N steps'. */
export function raceLine(result: NonNullable<RaceResult>, names: readonly [string, string]): string {
  const steps = stepCount(result.steps);
  return result.kind === 'tie' ? `Tie in ${steps} steps` : `Winner: ${names[result.side]} in ${steps} steps`;
}
