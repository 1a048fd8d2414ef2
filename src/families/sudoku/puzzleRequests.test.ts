import { describe, expect, it } from 'vitest';
import type { PreparedSudoku } from '../../../workers/games/sharedSudoku';
import type { GeneratedSudoku, SudokuLevel } from '../../../workers/games/sudokuGenerator';
import { PuzzleRequests } from './puzzleRequests';

/** A generator whose answers the test releases by hand, in any order. */
function heldGenerator() {
  const held: { level: SudokuLevel; resolve: (g: GeneratedSudoku) => void; reject: (e: Error) => void }[] = [];
  const generate = (level: SudokuLevel) => new Promise<GeneratedSudoku>((resolve, reject) => held.push({ level, resolve, reject }));
  return { held, generate };
}

const made = (digit: number): GeneratedSudoku => ({ puzzle: new Array(81).fill(digit), solution: new Array(81).fill(digit) });
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function recorder() {
  const seen: string[] = [];
  return {
    seen,
    events: {
      pending: (level: SudokuLevel | null) => seen.push(`pending ${level}`),
      puzzle: (level: SudokuLevel, generated: GeneratedSudoku) => seen.push(`puzzle ${level} ${generated.puzzle[0]}`),
      failed: (message: string, checking: boolean) => seen.push(`failed ${message}${checking ? ' (checking)' : ''}`),
    },
  };
}

describe('new sudoku puzzles on request', () => {
  it('delivers a puzzle and its solution, saying it is pending until then', async () => {
    const { held, generate } = heldGenerator();
    const { seen, events } = recorder();
    new PuzzleRequests(generate, events).request('medium');
    await settled();
    held[0]!.resolve(made(5));
    await settled();
    expect(seen).toEqual(['pending medium', 'pending null', 'puzzle medium 5']);
  });

  it('lets the newest request win when an older answer arrives later', async () => {
    const { held, generate } = heldGenerator();
    const { seen, events } = recorder();
    const requests = new PuzzleRequests(generate, events);
    requests.request('medium');
    requests.request('hard');
    await settled();
    held[1]!.resolve(made(2));
    held[0]!.resolve(made(1));
    await settled();
    expect(seen).toEqual(['pending medium', 'pending hard', 'pending null', 'puzzle hard 2']);
  });

  it('delivers nothing after cancel (a pasted link, the page leaving)', async () => {
    const { held, generate } = heldGenerator();
    const { seen, events } = recorder();
    const requests = new PuzzleRequests(generate, events);
    requests.request('easy');
    requests.cancel();
    await settled();
    held[0]!.resolve(made(3));
    await settled();
    expect(seen).toEqual(['pending easy', 'pending null']);
  });

  it("asks the worker about a link's puzzle, and gives back that very array when it can be played", async () => {
    const shared = new Array(81).fill(4);
    const answers: PreparedSudoku[] = [
      { puzzle: [...shared], solution: made(4).solution },
      { ...made(6), refused: 'it has no blank cell' },
    ];
    const asked: (number[] | undefined)[] = [];
    const delivered: PreparedSudoku[] = [];
    const requests = new PuzzleRequests(
      async (_, puzzle) => {
        asked.push(puzzle);
        return answers[asked.length - 1]!;
      },
      { pending: () => {}, puzzle: (_, prepared) => delivered.push(prepared), failed: () => {} },
    );
    requests.request('easy', shared);
    await settled();
    requests.request('easy', shared);
    await settled();
    expect(asked).toEqual([shared, shared]);
    expect(delivered[0]!.puzzle).toBe(shared);
    expect([delivered[1]!.puzzle[0], delivered[1]!.refused]).toEqual([6, 'it has no blank cell']);
    const { seen, events } = recorder();
    new PuzzleRequests(() => Promise.reject(new Error('worker died')), events).request('easy', shared);
    await settled();
    expect(seen).toEqual(['pending easy', 'pending null', 'failed worker died (checking)']);
  });

  it('reports a generator that fails, or cannot even start, in words', async () => {
    const { seen, events } = recorder();
    new PuzzleRequests(() => Promise.reject(new Error('worker died')), events).request('easy');
    await settled();
    new PuzzleRequests(() => {
      throw new Error('no workers here');
    }, events).request('hard');
    await settled();
    expect(seen).toEqual(['pending easy', 'pending null', 'failed worker died', 'pending hard', 'pending null', 'failed no workers here']);
  });
});
