import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openRoute } from './browser';

/**
 * Helpers for any visualizer or game page built on the engine: open it with a state, drive
 * its transport, and read the stage's data-* state. `data-status` is idle | running | paused |
 * finished, and turns finished only once the outcome line is on the page.
 */
export const STAGE = '[data-testid="visualizer-stage"]';

export type StageStatus = 'idle' | 'running' | 'paused' | 'finished';

/** `#/{route}?{state}`: the route with its URL state (values are percent-encoded here). */
export function routeWithState(route: string, state: Record<string, string | number> = {}): string {
  const query = new URLSearchParams(Object.entries(state).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${route}?${query}` : route;
}

/** Opens a visualizer page with a state and waits until its renderer is ready and its run has started. */
export async function openVisualizer(
  page: Page,
  baseUrl: string,
  route: string,
  state: Record<string, string | number> = {},
  options: { waitForTotal?: boolean } = {},
): Promise<void> {
  await openRoute(page, baseUrl, routeWithState(route, state));
  await page.waitForSelector(`${STAGE} [data-ready]`);
  // A counting family knows its run's length once the worker has started it.
  if (options.waitForTotal) await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-total') !== '', STAGE);
}

/** A data-* attribute of the stage (`stageData(page, 'comparisons')`). */
export async function stageData(page: Page, name: string): Promise<string> {
  return (await page.getAttribute(STAGE, `data-${name}`)) ?? '';
}

export async function stageNumber(page: Page, name: string): Promise<number> {
  return Number(await stageData(page, name));
}

export async function waitForStage(page: Page, name: string, value: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction(([s, n, v]) => document.querySelector(s)?.getAttribute(`data-${n}`) === v, [STAGE, name, value] as const, { timeout });
}

export const waitForStatus = (page: Page, status: StageStatus, timeout?: number) => waitForStage(page, 'status', status, timeout);

/**
 * One click on Step forward, returning once the page shows the step: the stage's cursor (written
 * at once) and the progress bar's words, which React renders in the same commit as the narration
 * and the counters. Waiting for the cursor alone, a test could read the narration of the step
 * before (a CI run with many browsers at once did).
 */
export async function stepForward(page: Page): Promise<void> {
  const progress = page.getByRole('slider', { name: 'Progress' });
  const [cursor, words] = [await stageData(page, 'cursor'), await progress.getAttribute('aria-valuetext')];
  await page.getByRole('button', { name: 'Step forward' }).click();
  await page.waitForFunction(([s, at]) => document.querySelector(s)?.getAttribute('data-cursor') !== at, [STAGE, cursor] as const);
  await expect.poll(() => progress.getAttribute('aria-valuetext')).not.toBe(words);
}

/**
 * Presses a key and returns every status the stage showed in the next `ms` (each change, in
 * order): a blocked Play must show none, and a replay that starts and ends between two polls
 * still leaves its trace here.
 */
export async function statusesAfterKey(page: Page, key: string, ms = 500): Promise<string[]> {
  await page.evaluate((s) => {
    const stage = document.querySelector(s) as HTMLElement;
    const seen: string[] = [];
    new MutationObserver(() => seen.push(stage.dataset.status ?? '')).observe(stage, { attributes: true, attributeFilter: ['data-status'] });
    (window as unknown as { seenStatuses: string[] }).seenStatuses = seen;
  }, STAGE);
  await page.keyboard.press(key);
  await page.waitForTimeout(ms);
  return page.evaluate(() => (window as unknown as { seenStatuses: string[] }).seenStatuses);
}

/** Turns Fastest on (if it is off) and presses Play. */
export async function playFastest(page: Page): Promise<void> {
  const fastest = page.getByLabel('Fastest');
  if (!(await fastest.isChecked())) await fastest.check();
  await page.getByRole('button', { name: 'Play' }).click();
}

/**
 * Play on a finished run reloads it and plays it again (at Fastest), and returns once the stage
 * shows that new run at its end. For up to the engine's UI hold (RunSession's UI_HOLD_MS) the
 * page still shows the last run, and a short replay can end inside it: 'finished' before and
 * after, so a wait for the status alone could return on the old run (a CI failure). The stage's
 * data-run, which counts runs, tells them apart.
 */
export async function replayFastest(page: Page): Promise<void> {
  const before = Number(await stageData(page, 'run'));
  await playFastest(page);
  await page.waitForFunction(
    ([selector, last]) => {
      const stage = document.querySelector<HTMLElement>(selector);
      const { run, cursor, total } = stage?.dataset ?? {};
      return Number(run) > last && total !== '' && cursor === total;
    },
    [STAGE, before] as const,
    { timeout: 60_000 },
  );
}

/** Waits for the run's end and returns the outcome line the page shows. */
export async function waitForOutcome(page: Page, timeout = 60_000): Promise<string> {
  await waitForStatus(page, 'finished', timeout);
  return ((await page.getByTestId('outcome').textContent()) ?? '').trim();
}

/** The page's URL state as it is now (after the page rewrote it). */
export async function urlState(page: Page): Promise<URLSearchParams> {
  const hash = await page.evaluate(() => window.location.hash);
  const at = hash.indexOf('?');
  return new URLSearchParams(at < 0 ? '' : hash.slice(at + 1));
}

/** Drives a MUI or native slider by keyboard, as a person would. */
export async function pressOnSlider(page: Page, name: string, key: string): Promise<void> {
  await page.getByRole('slider', { name }).focus();
  await page.keyboard.press(key);
}
