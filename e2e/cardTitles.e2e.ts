import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openRoute, useBrowser } from './support/browser';

const browser = useBrowser();

/** Each preview card's title, its card's height and whether its text shows whole. */
const cards = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[data-animation]')].map((card) => {
      const title = card.lastElementChild as HTMLElement;
      return { title: title.textContent, height: Math.round(card.getBoundingClientRect().height), whole: title.scrollHeight <= title.clientHeight };
    }),
  );

describe('preview card titles', () => {
  for (const width of [360, 1280]) {
    for (const route of ['/projects', '/equationevaluationvisualizer/infix']) {
      it(`at ${width} px on ${route}, a long title ('Infix Evaluation (Two Pointer)') shows whole and its card is as tall as every other`, async () => {
        const page = await browser.newPage({ viewport: { width, height: 800 } });
        await openRoute(page, browser.baseUrl, route);
        await page.locator('a[data-animation]', { hasText: 'Infix Evaluation (Two Pointer)' }).waitFor();
        const shown = await cards(page);
        expect(shown.find((card) => card.title === 'Infix Evaluation (Two Pointer)')).toBeTruthy();
        expect(shown.filter((card) => !card.whole)).toEqual([]);
        // One height for every card: a title that wraps no longer makes its card stand taller.
        expect(new Set(shown.map((card) => card.height)).size).toBe(1);
        await page.context().close();
      });
    }
  }
});
