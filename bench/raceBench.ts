/**
 * The race row of `npm run bench` (issue 15): two 1000-bar sorts racing on the sort page (bubble
 * sort against heap sort, each side its own worker run and Pixi stage, one race clock) at the
 * fastest slider setting. `BENCH_ROWS=race` measures only it. Target: ≥ 50 fps at 1×, no long
 * task over 50 ms.
 */
import type { Page } from 'playwright-core';
import type { BenchPace } from './benchTarget';

export const RACE_ROW = 'race';

export const raceTarget = (serverUrl: string): [string, string] => [RACE_ROW, `${serverUrl}/?bench#/sortvisualizer/bubblesort?race=heapsort`];

/** The row: the fastest slider setting (1 ms a step, the same steps to both sides each frame). */
export const raceSpeeds = <T extends [string, BenchPace]>(speeds: T[]): T[] => speeds.filter(([speed]) => speed.startsWith('fastest slider'));

/** Drives the page's race (exposed with `?bench` like a single session) through the bench target. */
export async function adaptRacePage(page: Page): Promise<void> {
  await page.waitForFunction(
    () => window.__visualizerSession && 'sides' in window.__visualizerSession && document.querySelectorAll('[data-testid="race"] [data-testid="visualizer-stage"] canvas').length === 2,
  );
  await page.evaluate(() => {
    const race = window.__visualizerSession;
    if (!race) throw new Error('sort page did not expose its race');
    window.__benchTarget = {
      // Both sides get these bars: bubble sort on the page's side, heap sort on the rival's.
      load: (values) => race.load({ algorithm: 'bubblesort', values, maxValue: 999 } as never),
      setPace: (pace) => race.setPace(pace),
      play: () => race.play(),
      pause: () => race.pause(),
      get cursor() {
        return race.player.cursor;
      },
      get finished() {
        return race.player.finished;
      },
    };
  });
}
