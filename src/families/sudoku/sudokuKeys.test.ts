import { describe, expect, it } from 'vitest';
import { digitForKey } from './sudokuKeys';

describe('sudoku keys on a focused cell', () => {
  it('a digit key writes that digit; Backspace, Delete and 0 blank the cell; other keys are not the game’s', () => {
    expect(['1', '5', '9'].map(digitForKey)).toEqual([1, 5, 9]);
    expect(['Backspace', 'Delete', '0'].map(digitForKey)).toEqual([0, 0, 0]);
    expect(['Enter', ' ', 'ArrowLeft', 'a', '10', '-', 'F1'].map(digitForKey)).toEqual([null, null, null, null, null, null, null]);
  });
});
