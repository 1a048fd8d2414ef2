import { describe, expect, it } from 'vitest';
import { freshSeed, randomProcesses } from './processSets';
import { schedulerCodec, schedulerDefaults } from './schedulerUrlState';

const decode = (query: string) => schedulerCodec.decode(new URLSearchParams(query));

describe('scheduler URL state', () => {
  it('reads procs as arrival:burst[:priority], a missing priority counting as 1', () => {
    const { state, notes } = decode('procs=0:24,0:3:2,3:3:10');
    expect(notes).toEqual([]);
    expect(state.procs).toEqual([
      { arrival: 0, burst: 24, priority: 1 },
      { arrival: 0, burst: 3, priority: 2 },
      { arrival: 3, burst: 3, priority: 10 },
    ]);
    expect(state.n).toBe(3);
  });
  it.each([
    ['procs=0:0', 'Ignored procs: P0 burst must be a whole number from 1 to 100'],
    ['procs=0:3,x', 'Ignored procs: P1 must be arrival:burst or arrival:burst:priority'],
    ['procs=0:3:11', 'Ignored procs: P0 priority must be a whole number from 1 to 10'],
    ['procs=101:3', 'Ignored procs: P0 arrival must be a whole number from 0 to 100'],
    [`procs=${Array(51).fill('0:1').join(',')}`, 'Ignored procs: A set needs 1 to 50 processes'],
    ['q=0', 'Ignored q: must be a number 1–50'],
    ['q=51', 'Ignored q: must be a number 1–50'],
    ['seed=-1', 'Ignored seed: must be a number 0–999999999'],
    ['n=4', 'Ignored n: must be a number 5–50'],
    ['range=51', 'Ignored range: must be a number 5–50'],
    ['speed=1', 'Ignored speed: must be a delay of 1–5000 ms'],
    ['colour=red', 'Ignored colour: not a setting of this page'],
  ])('ignores %s with a note', (query, note) => {
    expect(decode(query).notes).toContain(note);
  });
  it('reads back every seed New processes draws: the largest is nine digits, as a link carries', () => {
    for (let i = 0; i < 200; i++) {
      const seed = freshSeed();
      expect(decode(`seed=${seed}`)).toMatchObject({ notes: [], state: { seed } });
    }
    expect(decode('seed=999999999').notes).toEqual([]);
  });
  it('lowers a quantum above the range to it, and says it was lowered, not ignored', () => {
    const { state, notes } = decode('range=6&q=9');
    expect(state.q).toBe(6);
    expect(notes).toEqual(['Lowered q=9 to 6: the quantum is at most the time range']);
    expect(decode('q=20').notes).toEqual(['Lowered q=20 to 5: the quantum is at most the time range']);
  });
  it("takes a listed set's quantum above the default range as given, widening the range (the q = 20 exam set)", () => {
    const { state, notes } = decode('procs=0:53,0:17,0:68,0:24&q=20');
    expect(notes).toEqual([]);
    expect(state.q).toBe(20);
    expect(state.range).toBe(20);
  });
  it("still clamps a listed set's quantum to a range the link gives", () => {
    const { state, notes } = decode('procs=0:53,0:17,0:68,0:24&q=20&range=10');
    expect(state.q).toBe(10);
    expect(notes).toEqual(['Lowered q=20 to 10: the quantum is at most the time range']);
  });
  it('fills a random set from seed, n and range when procs is absent', () => {
    const { state } = decode('seed=7&n=8&range=12');
    expect(state.procs).toEqual(randomProcesses(8, 12, 7));
    expect(state.procs?.every((p) => p.arrival < 12 && p.burst >= 1 && p.burst <= 12)).toBe(true);
  });
  it('gives a shared set of three processes (fewer than a random set holds) back as shown, with no n and no note', () => {
    const linked = decode('procs=0:24,0:3,0:3&q=4');
    expect(linked.notes).toEqual([]);
    const shown = { ...schedulerDefaults(), ...linked.state };
    expect(shown.n).toBe(3);
    const shared = schedulerCodec.encode(shown);
    expect(shared.has('n')).toBe(false);
    const opened = schedulerCodec.decode(shared);
    expect(opened.notes).toEqual([]);
    expect({ ...schedulerDefaults(), ...opened.state }).toEqual(shown);
  });
  it('reads a link that lists its processes beside an n without a note (links shared before n was left out)', () => {
    const { state, notes } = decode('procs=0:24,0:3,0:3&q=4&n=3&range=5');
    expect(notes).toEqual([]);
    expect(state.n).toBe(3);
  });
  it('still sizes the random set by n when the listed processes are ignored', () => {
    const { state, notes } = decode('procs=0:0&n=8');
    expect(notes).toEqual(['Ignored procs: P0 burst must be a whole number from 1 to 100']);
    expect(state.procs).toHaveLength(8);
  });
  /** What the page writes back for a link it was opened with, and what that written link reads as. */
  const sharedAgain = (query: string) => {
    const shown = { ...schedulerDefaults(), ...decode(query).state };
    const written = schedulerCodec.encode(shown);
    return { shown, written: [...written.entries()], reopened: { ...schedulerDefaults(), ...schedulerCodec.decode(written).state } };
  };
  it('writes a textbook set with no priorities back as it was given, with no default settings beside it', () => {
    const { shown, written, reopened } = sharedAgain('procs=0:24,0:3,0:3');
    expect(written).toEqual([['procs', '0:24,0:3,0:3']]);
    expect(reopened).toEqual(shown);
  });
  it('keeps every priority of a set that has a real one, in every mode (the priority modes need them)', () => {
    const { shown, written, reopened } = sharedAgain('procs=0:10:3,0:1,0:2:4,0:1:5,0:5:2&q=4');
    expect(written).toEqual([
      ['procs', '0:10:3,0:1:1,0:2:4,0:1:5,0:5:2'],
      ['q', '4'],
    ]);
    expect(reopened).toEqual(shown);
  });
  it('writes a set given with its default priorities without them, and reads it back the same', () => {
    const { shown, written, reopened } = sharedAgain('procs=0:3:1,1:2:1&seed=1&range=5&q=1');
    expect(written).toEqual([['procs', '0:3,1:2']]);
    expect(reopened).toEqual(shown);
  });
  it('round-trips every key', () => {
    const state = { ...schedulerDefaults(), procs: randomProcesses(6, 9, 3), q: 4, seed: 3, n: 6, range: 9, speed: -100, fastest: true };
    const query = schedulerCodec.encode(state);
    expect(query.get('procs')).toMatch(/^\d+:\d+:\d+(,\d+:\d+:\d+){5}$/);
    expect({ ...schedulerDefaults(), ...schedulerCodec.decode(query).state }).toEqual(state);
  });
});
