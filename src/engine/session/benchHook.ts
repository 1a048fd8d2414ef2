import type { Pace } from '../player/speed';

/** What the frame benchmark and the preview capture drive (a RunSession has it). */
export interface BenchSession {
  load(input: never): void;
  setPace(pace: Pace): void;
  play(): Promise<void>;
  pause(): void;
  seek(target: number): Promise<void>;
  readonly player: {
    readonly cursor: number;
    readonly finished: boolean;
    readonly total: number | null;
    /** The worker run has started (the start-latency row waits for a page at rest before Play). */
    readonly hasSource: boolean;
  };
}

declare global {
  interface Window {
    /** The page's engine, exposed only with `?bench` in the URL (benchmark and previews). */
    __visualizerSession?: BenchSession;
  }
}

/** Exposes a page's session to the benchmark when the URL asks for it (`/?bench#/…`). */
export function exposeForBench(session: BenchSession): void {
  if (new URLSearchParams(window.location.search).has('bench')) window.__visualizerSession = session;
}
