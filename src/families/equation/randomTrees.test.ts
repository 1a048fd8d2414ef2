import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../workers/protocol/random';
import { runLine } from './runLine.testSupport';

/**
 * Random expression trees, written out in all four notations by this test (not by the
 * converter), evaluated by every mode and compared with a plain recursive evaluator.
 */
type Tree = { leaf: number; text: string } | { negate: Tree } | { op: '+' | '-' | '*' | '/' | '^'; left: Tree; right: Tree };

const OPS = ['+', '-', '*', '/', '^'] as const;
const BRACKETS = [
  ['(', ')'],
  ['[', ']'],
  ['{', '}'],
] as const;
const PRECEDENCE = { '+': 1, '-': 1, '*': 2, '/': 2, '^': 3 } as const;

function randomTree(random: () => number, depth: number): Tree {
  const pick = random();
  if (depth === 0 || pick < 0.25) {
    const whole = Math.floor(random() * 12) - 3;
    const text = random() < 0.3 ? `${whole}.${Math.floor(random() * 100)}` : String(whole);
    return { leaf: Number(text), text };
  }
  if (pick < 0.35) return { negate: randomTree(random, depth - 1) };
  const op = OPS[Math.floor(random() * OPS.length)]!;
  // Small exponents keep most powers finite; some still overflow or go complex, on purpose.
  const right = op === '^' ? randomTree(random, 0) : randomTree(random, depth - 1);
  return { op, left: randomTree(random, depth - 1), right };
}

/** The reference: recursion, with ^ exact for whole numbers as the page promises (else `**`). */
function reference(tree: Tree): number {
  if ('leaf' in tree) return tree.leaf;
  if ('negate' in tree) return -reference(tree.negate);
  const [a, b] = [reference(tree.left), reference(tree.right)];
  const result = {
    '+': a + b,
    '-': a - b,
    '*': a * b,
    '/': a / b,
    '^':
      Number.isInteger(a) && Number.isInteger(b) && b >= 0 && Math.abs(a) >= 2 && b * Math.log2(Math.abs(a)) <= 1100
        ? Number(BigInt(a) ** BigInt(b))
        : a ** b,
  }[tree.op];
  if (!Number.isFinite(a) || !Number.isFinite(b) || !Number.isFinite(result)) return Number.NaN;
  return result;
}

/** Infix with as few brackets as precedence needs, random bracket kinds, negative atoms bracketed. */
function infix(tree: Tree, random: () => number): string {
  const wrap = (text: string) => {
    const [open, close] = BRACKETS[Math.floor(random() * 3)]!;
    return `${open}${text}${close}`;
  };
  if ('leaf' in tree) return tree.leaf < 0 || tree.text.startsWith('-') ? wrap(tree.text) : tree.text;
  if ('negate' in tree) return wrap(`-${wrap(infix(tree.negate, random))}`);
  const side = (child: Tree, isRight: boolean) => {
    const text = infix(child, random);
    if (!('op' in child)) return text;
    const [mine, theirs] = [PRECEDENCE[tree.op], PRECEDENCE[child.op]];
    const rightAssoc = tree.op === '^';
    const needs = theirs < mine || (theirs === mine && (rightAssoc ? !isRight : isRight));
    return needs ? wrap(text) : text;
  };
  return `${side(tree.left, false)}${tree.op}${side(tree.right, true)}`;
}

function postfix(tree: Tree): string {
  if ('leaf' in tree) return tree.text;
  if ('negate' in tree) return `-1 ${postfix(tree.negate)} *`;
  return `${postfix(tree.left)} ${postfix(tree.right)} ${tree.op}`;
}

function prefix(tree: Tree): string {
  if ('leaf' in tree) return tree.text;
  if ('negate' in tree) return `* -1 ${prefix(tree.negate)}`;
  return `${tree.op} ${prefix(tree.left)} ${prefix(tree.right)}`;
}

const expectedLine = (value: number, expression: string) => (Number.isFinite(value) ? `Result: ${String(value)}` : `Cannot Evaluate :${expression}`);

describe('random expression trees', () => {
  it('all four modes agree with the reference evaluator on 400 trees', () => {
    const random = seededRandom(20261123);
    let finite = 0;
    for (let i = 0; i < 400; i++) {
      const tree = randomTree(random, 1 + (i % 5));
      const value = reference(tree);
      if (Number.isFinite(value)) finite++;
      const text = infix(tree, random);
      expect(runLine('infix', text), text).toBe(expectedLine(value, text));
      expect(runLine('infix2pointer', text), text).toBe(expectedLine(value, text));
      expect(runLine('postfix', postfix(tree)), text).toBe(expectedLine(value, postfix(tree)));
      expect(runLine('prefix', prefix(tree)), text).toBe(expectedLine(value, prefix(tree)));
    }
    // The trees must mostly evaluate, or the comparison would say little.
    expect(finite).toBeGreaterThan(250);
  });
});
