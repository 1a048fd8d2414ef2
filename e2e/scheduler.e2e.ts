import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { families } from '../src/visualizers/catalogue';
import { formatProcs, randomProcesses } from '../src/visualizers/scheduler/processSets';
import { isSchedulerAlgorithm } from '../workers/scheduler/schedulerTypes';
import { schedule } from '../workers/scheduler/simulate';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { openVisualizer, playFastest, stageData, urlState, waitForOutcome, waitForStage } from './support/visualizer';

const browser = useBrowser();
const modes = (families.find((f) => f.id === 'processschedulervisualizer')?.items ?? []).map((item) => item.value).filter(isSchedulerAlgorithm);

const openScheduler = (page: Page, mode: string, state: Record<string, string | number>) =>
  openVisualizer(page, browser.baseUrl, `/processschedulervisualizer/${mode}`, state, { waitForTotal: true });

const outcomeText = async (page: Page) => ((await page.getByTestId('outcome').textContent()) ?? '').trim();

describe('process scheduler visualizer', () => {
  it('runs the textbook round robin link (q=4) to the end and reads both averages', async () => {
    const page = await browser.newPage();
    await openScheduler(page, 'roundrobin', { procs: '0:24,0:3,0:3', q: 4 });
    await playFastest(page);
    const outcome = await waitForOutcome(page);
    expect(outcome).toBe('All processes completed · Average waiting time: 5.67 · Average turnaround time: 15.67');
    expect(await stageData(page, 'avg-waiting')).toBe('5.67');
    expect(await stageData(page, 'avg-turnaround')).toBe('15.67');
    // The two labels appear in the outcome area only.
    const body = await page.evaluate(() => document.body.innerText);
    expect(body.split('Average waiting time').length - 1).toBe(1);
    expect(body.split('Average turnaround time').length - 1).toBe(1);
    expect(await page.getByTestId('process-table').getByRole('row').count()).toBe(4);
    await page.context().close();
  });

  it('shows the averages over completed processes while the run goes on', async () => {
    const page = await browser.newPage();
    await openScheduler(page, 'fcfs', { procs: '0:1,0:30', speed: -150 });
    await page.getByRole('button', { name: 'Play' }).click();
    await waitForStage(page, 'completed', '1');
    expect(await stageData(page, 'status')).toBe('running');
    expect(await outcomeText(page)).toBe('Average waiting time: 0.00 · Average turnaround time: 1.00');
    await page.context().close();
  });

  it('runs every mode from a shared link to the averages the simulation gives', async () => {
    const page = await browser.newPage();
    const procs = randomProcesses(8, 9, 5);
    for (const mode of modes) {
      await openScheduler(page, mode, { procs: formatProcs(procs), q: 3, seed: 11, fastest: 1 });
      await page.getByRole('button', { name: 'Play' }).click();
      const expected = schedule(procs, mode, 3, 11);
      expect(await waitForOutcome(page), mode).toBe(
        `All processes completed · Average waiting time: ${expected.avgWaiting.toFixed(2)} · Average turnaround time: ${expected.avgTurnaround.toFixed(2)}`,
      );
      expect((await urlState(page)).get('procs')).toBe(formatProcs(procs));
    }
    await page.context().close();
  });

  it('names a bad procs key and runs a random set instead', async () => {
    const page = await browser.newPage();
    await openScheduler(page, 'sjf', { procs: '0:0' });
    await expect(page.getByText('Ignored procs: P0: burst must be 1–100').isVisible()).resolves.toBe(true);
    expect(await stageData(page, 'count')).toBe('5');
    await page.context().close();
  });

  it('edits its own set: a bad cell is named and the run keeps the last valid set; Compare follows the set', async () => {
    const page = await browser.newPage();
    await openScheduler(page, 'fcfs', { procs: '0:3,1:2' });
    await page.getByLabel('P1 burst').fill('0');
    await expect(page.getByText('P1 burst must be a whole number from 1 to 100.').isVisible()).resolves.toBe(true);
    await expect(page.getByText('The run uses the last valid set.').isVisible()).resolves.toBe(true);
    expect((await urlState(page)).get('procs')).toBe('0:3:1,1:2:1');
    await page.getByLabel('P1 burst').fill('5');
    await page.waitForFunction(() => new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('procs') === '0:3:1,1:5:1', undefined, { timeout: 5000 });
    await page.getByRole('button', { name: 'Add process' }).click();
    expect((await urlState(page)).get('procs')).toBe('0:3:1,1:5:1,1:5:1');
    const compare = page.getByTestId('compare-table');
    expect(await compare.getByRole('row').count()).toBe(8);
    // FCFS on 0:3, 1:5, 1:5 waits 0, 2 and 7: 3.00 on average.
    expect(await compare.getByRole('row', { name: /^FCFS/ }).textContent()).toContain('3.00');
    await playFastest(page);
    expect(await waitForOutcome(page)).toBe('All processes completed · Average waiting time: 3.00 · Average turnaround time: 7.33');
    await page.context().close();
  });

  it('has no serious axe violations and fits 360 px with 50 processes, the Gantt chart scrolling in its own box', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await openScheduler(page, 'roundrobin', { n: 50, range: 50, seed: 3, q: 2 });
    await playFastest(page);
    await waitForOutcome(page);
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const gantt = await page.evaluate(() => {
      const el = document.querySelector<HTMLElement>('[data-testid="gantt"]');
      return el ? { scroll: el.scrollWidth, client: el.clientWidth } : null;
    });
    expect(gantt && gantt.scroll > gantt.client).toBe(true);
    await page.context().close();
  });
});
