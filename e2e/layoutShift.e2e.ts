import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { recordedShifts, recordShifts } from './support/layoutShifts';
import { STAGE } from './support/visualizer';

const browser = useBrowser();

/** One page of each visualizer family, and a shared race link (two stages from the start). */
const routes = [
  '/sortvisualizer/bubblesort',
  '/sortvisualizer/countingsort',
  '/sortvisualizer/bubblesort?race=heapsort',
  '/searchvisualizer/astarSearch',
  '/searchvisualizer/binarysearch',
  '/equationevaluationvisualizer/infix',
  '/processschedulervisualizer/roundrobin',
];

const viewports = [
  { name: 'phone', init: { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } },
  { name: 'desktop', init: { viewport: { width: 1280, height: 800 } } },
];

describe('visualizer pages do not jump while they load', () => {
  for (const { name, init } of viewports) {
    for (const route of routes) {
      it(`${route} at ${name} size: layout shift under 0.02 from first paint to a drawn stage`, async () => {
        const page = await browser.newPage(init);
        await recordShifts(page);
        await page.goto(`${browser.baseUrl}/#${route}`);
        await page.waitForSelector(`${STAGE} [data-ready]`);
        // A second past the stage's arrival: what loads with it (fonts, the stage's first frame) settles.
        await page.waitForTimeout(1000);
        const { shifts, total } = await recordedShifts(page);
        expect(total, JSON.stringify(shifts)).toBeLessThan(0.02);
        await page.context().close();
      });
    }
  }
});
