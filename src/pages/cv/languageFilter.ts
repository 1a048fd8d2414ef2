import type { ProjectRecord } from '../../content/types';

/** The languages the CV's project filter offers, in first-seen order. */
export function projectLanguages(projects: readonly ProjectRecord[]): string[] {
  return [...new Set(projects.map((p) => p.language))];
}

export function filterByLanguage(projects: readonly ProjectRecord[], checked: ReadonlySet<string>): ProjectRecord[] {
  return projects.filter((p) => checked.has(p.language));
}
