import type { PageDriver } from '../engine/layout/pageServices';
import type { EmbedOptions } from './embedKeys';

/** Share of the stage that must be in the reader's view before `autoplay=1` plays it. */
export const VISIBLE_SHARE = 0.5;

/** How the embed learns that an element is in view, and waits; the browser's by default. */
export interface PlaybackEnvironment {
  /** Calls `run` once `target` is in view (of the top-level page, for a frame), then stops watching; returns a stop of its own. */
  whenVisible(target: Element, run: () => void): () => void;
  setTimeout(run: () => void, ms: number): number;
  clearTimeout(handle: number): void;
}

export const browserEnvironment: PlaybackEnvironment = {
  whenVisible(target, run) {
    // No IntersectionObserver (a very old browser): nothing can tell, so the player starts.
    if (typeof IntersectionObserver === 'undefined') {
      run();
      return () => {};
    }
    // Without a root, the observer measures against the top-level page's viewport, through the
    // frame: an embed below the fold of a course page waits until the reader scrolls to it.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= VISIBLE_SHARE)) return;
        observer.disconnect();
        run();
      },
      { threshold: [VISIBLE_SHARE] },
    );
    observer.observe(target);
    return () => observer.disconnect();
  },
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle),
};

/** A run that has played to its end (not a board merely shown at its goal before any run). */
function ended(driver: PageDriver): boolean {
  const ui = driver.store.getSnapshot();
  return ui.status === 'finished' && ui.cursor > 0;
}

/**
 * `loop=1`: each time the run ends, wait `pauseMs`, then play the same input again from its
 * first step (a seek to the start, not Play after the end, which reshuffles a sort's bars or
 * draws a new seed). Anything the reader does in the pause (a step back, Play) cancels it.
 */
function replayAtEnd(driver: PageDriver, pauseMs: number, env: PlaybackEnvironment): () => void {
  let timer: number | null = null;
  const cancel = () => {
    if (timer !== null) env.clearTimeout(timer);
    timer = null;
  };
  const check = () => {
    if (!ended(driver)) return cancel();
    if (timer !== null) return;
    timer = env.setTimeout(() => {
      timer = null;
      if (!ended(driver)) return;
      void driver.seek(0).then(() => driver.play());
    }, pauseMs);
  };
  check();
  const unsubscribe = driver.store.subscribe(check);
  return () => {
    unsubscribe();
    cancel();
  };
}

/**
 * The embed's hold on the page's driver (PageServices.wrapDriver): `autoplay=1` plays once, the
 * first time the stage is in view; `loop=1` replays after each end. The driver itself is handed
 * back as it is: the reader's controls drive it directly.
 */
export function embedDriverWatch(
  options: Pick<EmbedOptions, 'autoplay' | 'loop'>,
  stage: () => Element,
  pauseMs: number,
  env: PlaybackEnvironment = browserEnvironment,
): <D extends PageDriver>(driver: D) => { driver: D; release(): void } {
  // Once per embed: a new driver (the input changed) does not start by itself again.
  let autoplayed = !options.autoplay;
  return (driver) => {
    const stops: (() => void)[] = [];
    if (!autoplayed) {
      stops.push(
        env.whenVisible(stage(), () => {
          if (autoplayed) return;
          autoplayed = true;
          void driver.play();
        }),
      );
    }
    if (options.loop) stops.push(replayAtEnd(driver, pauseMs, env));
    return {
      driver,
      release: () => {
        for (const stop of stops) stop();
      },
    };
  };
}
