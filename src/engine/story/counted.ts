/**
 * A count with its noun, as a person writes it: '1 step', '2 steps', '0 steps'. Outcome lines
 * ('Solved in 1 move', 'takes 1 step') are read by students beside their textbooks, so '1 steps'
 * looks like a mistake in the answer too.
 */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
