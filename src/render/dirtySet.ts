/**
 * The elements that changed since the renderer last drew: a flag per element so marking is
 * O(1) and a list so drawing visits only the marked ones; `all` stands for every element
 * (a new model, a restored keyframe, a change of highlight setting).
 */
export class DirtySet {
  private readonly flags: Uint8Array;
  readonly list: number[] = [];
  all = true;

  constructor(readonly size: number) {
    this.flags = new Uint8Array(size);
  }

  mark(i: number): void {
    if (i >= 0 && i < this.size && this.flags[i] === 0) {
      this.flags[i] = 1;
      this.list.push(i);
    }
  }

  markAll(): void {
    this.all = true;
  }

  get empty(): boolean {
    return !this.all && this.list.length === 0;
  }

  /** Called by the renderer once it has drawn the changes. */
  clear(): void {
    for (const i of this.list) this.flags[i] = 0;
    this.list.length = 0;
    this.all = false;
  }
}
