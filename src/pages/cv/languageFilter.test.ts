import { describe, expect, it } from 'vitest';
import { filterByLanguage, projectLanguages } from './languageFilter';

const projects = [
  { name: 'a', description: '', language: 'TypeScript', location: '' },
  { name: 'b', description: '', language: 'Python', location: '' },
  { name: 'c', description: '', language: 'TypeScript', location: '' },
];

describe('CV language filter', () => {
  it('offers each language once, in order', () => {
    expect(projectLanguages(projects)).toEqual(['TypeScript', 'Python']);
  });
  it('keeps only projects whose language is checked', () => {
    expect(filterByLanguage(projects, new Set(['Python'])).map((p) => p.name)).toEqual(['b']);
    expect(filterByLanguage(projects, new Set())).toEqual([]);
  });
});
