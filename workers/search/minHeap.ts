/** A binary min-heap of cells by priority; ties go to the earlier push (stable, deterministic runs). */
export class MinHeap {
  private readonly items: { cell: number; key: number; tie: number; order: number }[] = [];
  private pushes = 0;

  get size(): number {
    return this.items.length;
  }

  push(cell: number, key: number, tie = 0): void {
    const items = this.items;
    items.push({ cell, key, tie, order: this.pushes++ });
    let i = items.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(i, p)) break;
      const swapped = items[i]!;
      items[i] = items[p]!;
      items[p] = swapped;
      i = p;
    }
  }

  pop(): number {
    const items = this.items;
    const top = items[0]!;
    const last = items.pop();
    if (items.length > 0 && last) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < items.length && this.less(l, m)) m = l;
        if (r < items.length && this.less(r, m)) m = r;
        if (m === i) break;
        const swapped = items[i]!;
        items[i] = items[m]!;
        items[m] = swapped;
        i = m;
      }
    }
    return top.cell;
  }

  private less(a: number, b: number): boolean {
    const x = this.items[a]!;
    const y = this.items[b]!;
    // Keys are sums of 1 and √2: compare with a tolerance so equal costs tie-break stably.
    if (Math.abs(x.key - y.key) > 1e-9) return x.key < y.key;
    if (x.tie !== y.tie) return x.tie < y.tie;
    return x.order < y.order;
  }
}
