import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';

/** Each process of the browser with its command line (Linux: read from /proc). */
async function processes(browser: Browser): Promise<{ type: string; args: string[] }[]> {
  const session = await browser.newBrowserCDPSession();
  const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string; id: number }[] };
  await session.detach();
  return processInfo.flatMap(({ type, id }) => {
    try {
      // Split on spaces too: a renderer rewrites its title into one space-separated string.
      // (No flag read here has a space in its value.)
      return [{ type, args: readFileSync(`/proc/${id}/cmdline`, 'utf8').split(/[\0 ]/).filter(Boolean) }];
    } catch {
      return []; // ended since
    }
  });
}

const featureLists = (args: string[]) =>
  args.filter((a) => a.startsWith('--disable-features=')).map((a) => a.slice('--disable-features='.length).split(','));

describe('the browser the tests launch (e2e/support/chromium.ts)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('keeps off every feature Playwright turns off: Chromium reads only the last --disable-features, which is ours', async () => {
    const [main] = (await processes(browser)).filter((p) => p.type === 'browser');
    const lists = featureLists(main!.args);
    expect(lists.length).toBeGreaterThanOrEqual(2); // Playwright's, then ours
    const ours = lists[lists.length - 1]!;
    expect(ours).toContain('WebUIOmniboxPopup');
    for (const earlier of lists.slice(0, -1)) expect(earlier.filter((f) => !ours.includes(f))).toEqual([]);
  });

  it("makes no address-bar popup renderer for a new context, only the page's", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('data:text/html,<p>hello</p>');
    // The popup's WebUI is made with the window; give it the time it took without the flag.
    await page.waitForTimeout(1500);
    const running = await processes(browser);
    expect(running.filter((p) => p.args.includes('--top-chrome-webui'))).toEqual([]);
    // The listing works: the page's own renderer is in it.
    expect(running.filter((p) => p.type === 'renderer').length).toBeGreaterThan(0);
    await context.close();
  });
});
