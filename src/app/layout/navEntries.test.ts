import { describe, expect, it } from 'vitest';
import { selectedEntry } from './navEntries';

describe('selectedEntry', () => {
  it('selects exactly the entry that owns the route', () => {
    expect(selectedEntry('/')?.label).toBe('Home');
    expect(selectedEntry('/projects')?.label).toBe('Projects');
    expect(selectedEntry('/cv')?.label).toBe('CV/Resume');
    expect(selectedEntry('/cv/1')?.label).toBe('CV/Resume');
  });
  it('counts the realtime room as one of the projects', () => {
    expect(selectedEntry('/realtimeapps')?.label).toBe('Projects');
    expect(selectedEntry('/realtimeapps/room42/pass')?.label).toBe('Projects');
  });
  it('selects nothing for a route no entry owns, such as the not-found page', () => {
    expect(selectedEntry('/projectsx')).toBeUndefined();
    expect(selectedEntry('/no/such/page')).toBeUndefined();
    expect(selectedEntry('/cvx')).toBeUndefined();
  });
});
