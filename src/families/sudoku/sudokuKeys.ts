/**
 * The digit a key writes into a focused sudoku cell: 1–9 that digit, Backspace, Delete and 0 a
 * blank (0); null for any other key. Typing the digit spares a keyboard user the up to nine
 * presses of Enter that cycling takes (cycling stays on Enter and Space, as on a click).
 */
export function digitForKey(key: string): number | null {
  if (/^[1-9]$/.test(key)) return Number(key);
  return key === '0' || key === 'Backspace' || key === 'Delete' ? 0 : null;
}
