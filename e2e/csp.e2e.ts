import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, inject, it } from 'vitest';
import { openRoute, useBrowser } from './support/browser';
import type { CspViolation } from './support/cspViolations';

const browser = useBrowser();

/** Waits until the collector has recorded something matching, and hands over all it saw. */
async function violationsUntil(match: (seen: CspViolation[]) => boolean): Promise<CspViolation[]> {
  const seen: CspViolation[] = [];
  await expect
    .poll(() => {
      seen.push(...browser.takeCspViolations());
      return match(seen);
    })
    .toBe(true);
  return seen;
}

describe('Content-Security-Policy in the browser', () => {
  it('comes with the page and names the Auth emulator the site signs in through', async () => {
    const page = await browser.newPage();
    const res = await page.goto(`${browser.baseUrl}/`);
    const headers = (await res?.allHeaders()) ?? {};
    expect(headers['content-security-policy']).toContain(`connect-src 'self' http://${inject('authEmulatorHost')};`);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('refuses an injected inline script, and the collector reports it as event and console error', async () => {
    const page = await browser.newPage();
    await openRoute(page, browser.baseUrl, '/');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true;
    });
    expect(ran).toBe(false);
    const seen = await violationsUntil((list) => list.some((v) => v.via === 'event') && list.some((v) => v.via === 'console'));
    expect(seen.every((v) => /script-src/.test(v.detail))).toBe(true);
  });

  it('lets no other origin frame a page (the CV frame itself is same-origin)', async () => {
    // Another origin: the same loopback host on another port. (A page faked with page.route
    // has no address, and Chromium then refuses any loopback frame, policy or not.)
    const framer = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' }).end(`<iframe title="cv" src="${browser.baseUrl}/#/cv/1"></iframe>`);
    });
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
    const page = await browser.newPage();
    try {
      await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`);
      const framed = page.frames().find((f) => f !== page.mainFrame());
      // Chromium replaces a refused frame with its error page: the site never renders in it.
      await expect.poll(() => framed?.url()).toMatch(/^chrome-error:/);
      // The refusal is reported inside the blocked frame, which is not the page's console.
      browser.takeCspViolations();
    } finally {
      framer.close();
    }
  });
});
