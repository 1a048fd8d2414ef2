import { describe, expect, it } from 'vitest';
import { fieldError, processName, typedWholeNumber } from './processRules';

describe('process rules', () => {
  it('name processes P0, P1, … (spec §3)', () => {
    expect([0, 1, 49].map(processName)).toEqual(['P0', 'P1', 'P49']);
  });
  it("accept whole numbers within each field's bounds and name anything else in words", () => {
    expect(fieldError(0, 'arrival', 0)).toBeNull();
    expect(fieldError(0, 'arrival', 100)).toBeNull();
    expect(fieldError(2, 'arrival', 101)).toBe('P2 arrival must be a whole number from 0 to 100');
    expect(fieldError(0, 'burst', 0)).toBe('P0 burst must be a whole number from 1 to 100');
    expect(fieldError(0, 'burst', 2.5)).toBe('P0 burst must be a whole number from 1 to 100');
    expect(fieldError(0, 'priority', 11)).toBe('P0 priority must be a whole number from 1 to 10');
    expect(fieldError(0, 'priority', typedWholeNumber('1e1'))).toBe('P0 priority must be a whole number from 1 to 10');
  });
  it('read typed numbers as up to three digits and nothing else', () => {
    expect(['7', '007', '100'].map(typedWholeNumber)).toEqual([7, 7, 100]);
    expect(['', '-1', '1.5', '1e2', '+3', '1000', ' 5'].map(typedWholeNumber).every(Number.isNaN)).toBe(true);
  });
});
