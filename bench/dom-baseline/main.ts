/**
 * The benchmark's baseline: what common sort visualizers do. The same bubble sort runs on the
 * main thread and every operation updates DOM bars directly (height and colour styles), paced
 * per animation frame exactly like the Pixi player so only the drawing approach differs.
 */
import type { Operation } from '../../workers/protocol/ops';
import { bubbleSort } from '../../workers/sort/simpleSorts';
import { Op } from '../../workers/sort/sortOps';
import type { BenchPace, BenchTarget } from '../benchTarget';

const host = document.getElementById('bars') as HTMLDivElement;
let bars: HTMLDivElement[] = [];
let values: number[] = [];
let ops: Iterator<Operation, unknown> = [][Symbol.iterator]();
let cursor = 0;
let finished = false;
let running = false;
let pace: BenchPace = { delay: 2500, fastest: false };
let accumulator = 0;
let last = -1;
let highlighted: number[] = [];

const height = (v: number) => `${4 + (92 * v) / 999}%`;

function applyOne(): boolean {
  const next = ops.next();
  if (next.done) return false;
  for (const i of highlighted) bars[i]!.style.background = '#4fc3f7';
  const [code, a, b] = next.value;
  if (code === Op.Compare) {
    bars[a]!.style.background = bars[b]!.style.background = '#ffd54f';
    highlighted = [a, b];
  } else if (code === Op.Swap) {
    bars[a]!.style.height = height(values[a]!);
    bars[b]!.style.height = height(values[b]!);
    bars[a]!.style.background = bars[b]!.style.background = '#ef5350';
    highlighted = [a, b];
  }
  cursor++;
  return true;
}

function frame(time: number) {
  if (!running) return;
  const elapsed = last < 0 ? 0 : Math.min(time - last, 250);
  last = time;
  let wanted: number;
  if (pace.opsPerFrame) wanted = pace.opsPerFrame;
  else if (pace.fastest) wanted = Number.POSITIVE_INFINITY;
  else {
    accumulator += elapsed / pace.delay;
    wanted = Math.floor(accumulator);
    accumulator -= wanted;
  }
  const start = performance.now();
  for (let n = 0; n < wanted; n++) {
    if (!applyOne()) {
      finished = true;
      running = false;
      return;
    }
    if (!Number.isFinite(wanted) && (n & 255) === 0 && performance.now() - start > 8) break;
  }
  requestAnimationFrame(frame);
}

const target: BenchTarget = {
  load(initial) {
    values = [...initial];
    host.replaceChildren(
      ...values.map((v) => {
        const bar = document.createElement('div');
        bar.style.height = height(v);
        return bar;
      }),
    );
    bars = Array.from(host.children) as HTMLDivElement[];
    ops = bubbleSort(values);
    cursor = 0;
    finished = false;
    running = false;
    highlighted = [];
  },
  setPace(next) {
    pace = next;
  },
  async play() {
    running = true;
    last = -1;
    requestAnimationFrame(frame);
  },
  pause() {
    running = false;
  },
  get cursor() {
    return cursor;
  },
  get finished() {
    return finished;
  },
};
window.__benchTarget = target;
