import { describe, expect, it } from 'vitest';
import {
  arc,
  createSnapshotAssembler,
  type DrawingCommand,
  decodeCommands,
  encodeCommands,
  MAX_COMMANDS_PER_MESSAGE,
  recoverCommands,
  SNAPSHOT_PART_CHARS,
  SNAPSHOT_PREFIX,
} from './drawingCommands';

describe('drawing commands', () => {
  it('round-trips arcs, clear and recover', () => {
    const commands: DrawingCommand[] = [arc(10, 20, 3, '#ff0000'), { type: 'clear' }, ...recoverCommands(`${SNAPSHOT_PREFIX}AAAA`)];
    expect(decodeCommands(encodeCommands(commands))).toEqual(commands);
    expect(commands[0]).toEqual({ type: 'arc', params: [10, 20, 3, 0, 2 * Math.PI], fillStyle: '#ff0000' });
  });

  it('ignores malformed messages from a peer without throwing', () => {
    for (const raw of ['', 'not json', '{"type":"arc"}', 'null', '42', '"text"', new ArrayBuffer(4), undefined, '[[[[]]]]']) {
      expect(decodeCommands(raw)).toEqual([]);
    }
  });

  it('drops bad entries and keeps the good ones', () => {
    const raw = JSON.stringify([
      { type: 'arc', params: [1, 2, 3, 0, 6.28], fillStyle: '#00ff00' },
      { type: 'arc', params: ['1', 2, 3], fillStyle: '#00ff00' },
      { type: 'arc', params: [1, 2, 3], fillStyle: 'url(javascript:alert(1))' },
      { type: 'arc', params: [9000, 2, 3], fillStyle: '#00ff00' },
      { type: 'arc', params: [1, 2, null], fillStyle: '#00ff00' },
      { type: 'recover', data: 'data:text/html,<script>', part: 0, parts: 1 },
      { type: 'recover', data: `${SNAPSHOT_PREFIX}AA`, part: 3, parts: 2 },
      { type: 'explode' },
      null,
      { type: 'clear' },
    ]);
    expect(decodeCommands(raw)).toEqual([arc(1, 2, 3, '#00ff00'), { type: 'clear' }]);
  });

  it('clamps a peer brush weight to 1..5', () => {
    const raw = JSON.stringify([
      { type: 'arc', params: [1, 1, 400, 0, 1], fillStyle: '#ffffff' },
      { type: 'arc', params: [1, 1, -3, 0, 1], fillStyle: '#ffffff' },
    ]);
    expect(decodeCommands(raw).map((c) => (c.type === 'arc' ? c.params[2] : 0))).toEqual([5, 1]);
  });

  it('caps the number of commands taken from one message', () => {
    const many = Array.from({ length: MAX_COMMANDS_PER_MESSAGE + 10 }, () => arc(1, 1, 1, '#ffffff'));
    expect(decodeCommands(encodeCommands(many))).toHaveLength(MAX_COMMANDS_PER_MESSAGE);
  });

  it('splits a large snapshot into parts and joins them back', () => {
    const snapshot = SNAPSHOT_PREFIX + 'A'.repeat(SNAPSHOT_PART_CHARS * 2 + 5);
    const parts = recoverCommands(snapshot);
    expect(parts).toHaveLength(3);
    for (const p of parts) expect(encodeCommands([p]).length).toBeLessThan(SNAPSHOT_PART_CHARS + 100);
    const join = createSnapshotAssembler();
    const decoded = parts.flatMap((p) => decodeCommands(encodeCommands([p])));
    const results = decoded.map((c) => (c.type === 'recover' ? join(c) : null));
    expect(results.slice(0, 2)).toEqual([null, null]);
    expect(results[2]).toBe(snapshot);
  });
});
