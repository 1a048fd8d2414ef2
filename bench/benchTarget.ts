/** What the frame benchmark drives in a page: the Pixi sort page and the DOM baseline alike. */
export interface BenchPace {
  delay: number;
  fastest: boolean;
  opsPerFrame?: number;
}

export interface BenchTarget {
  load(values: number[]): void;
  setPace(pace: BenchPace): void;
  play(): Promise<void>;
  pause(): void;
  readonly cursor: number;
  readonly finished: boolean;
}

declare global {
  interface Window {
    __benchTarget?: BenchTarget;
  }
}
