import { describe, expect, it } from 'vitest';
import { realtimeCards, realtimeStatusTitle } from './realtimeCards';

describe('Real Time Apps section', () => {
  it('links to the realtime page anchors when the server is active', () => {
    expect(realtimeCards(true).map((c) => [c.type, c.link])).toEqual([
      ['Messaging', '/realtimeapps#chat'],
      ['Collaborative Notepad', '/realtimeapps#notepad'],
      ['Collaborative Drawing', '/realtimeapps#drawingboard'],
    ]);
    expect(realtimeStatusTitle(true)).toBe('Status: Ready');
  });

  it('points every link back to its own section while inactive', () => {
    expect(new Set(realtimeCards(false).map((c) => c.link))).toEqual(new Set(['/projects#realtimeapps']));
    expect(realtimeStatusTitle(false)).toBe('Status: Inactive');
  });
});
