import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openRoute, useBrowser } from './support/browser';
import { signInAs, signOut } from './support/login';

const browser = useBrowser();
const toast = (text: string) => `.light-toast:has-text("${text}")`;
const unique = () => Math.random().toString(36).slice(2, 8);

describe('sign-in through the Auth emulator', () => {
  it("signs in with the chooser, shows picture and logout in the header, and 'User logged in'", async () => {
    const page = await browser.newPage();
    await openRoute(page, browser.baseUrl, '/projects');
    const id = unique();
    await signInAs(page, { name: `Ann Placeholder ${id}`, email: `ann-${id}@example.com` });
    await page.waitForSelector(toast('User logged in'));
    const avatar = page.locator('[data-testid="account-slot"] img');
    expect(await avatar.getAttribute('alt')).toBe(`Ann Placeholder ${id}`);
    expect(await avatar.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(await page.locator('[data-testid="login-overlay"]').count()).toBe(0);
    // The Login button that opened the overlay is gone: focus goes to Logout, not the page's top.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Logout');

    // The session survives a reload (Firebase persistence), without asking again, and without
    // moving the focus of a page no one has touched.
    await page.reload();
    await page.locator('[data-testid="account-slot"]').getByRole('button', { name: 'Logout' }).waitFor({ timeout: 15_000 });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    await signOut(page);
    await page.waitForSelector(toast('User logged out'));
    expect(await page.locator('[data-testid="account-slot"] img').count()).toBe(0);
    await page.context().close();
  });

  it("signs in as a 'new random visitor' with a picture", async () => {
    const page = await browser.newPage();
    await openRoute(page, browser.baseUrl, '/');
    await page.locator('[data-testid="account-slot"]').getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByRole('button', { name: 'New random visitor' }).click();
    const avatar = page.locator('[data-testid="account-slot"] img');
    await avatar.waitFor({ timeout: 15_000 });
    expect(await avatar.getAttribute('alt')).toMatch(/^Visitor \d{6}$/);
    await page.waitForSelector(toast('User logged in'));
    // Its X closes it at a mouse click (a hovered toast would otherwise wait for ever).
    await page.locator(toast('User logged in')).getByRole('button', { name: 'Dismiss notification' }).click();
    await page.locator(toast('User logged in')).waitFor({ state: 'detached', timeout: 2000 });
    await page.context().close();
  });

  it('keeps the chooser open and explains bad input in place', async () => {
    const page = await browser.newPage();
    await openRoute(page, browser.baseUrl, '/');
    await page.locator('[data-testid="account-slot"]').getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Enter a display name').waitFor();
    await page.getByText('Enter an email address like name@example.com').waitFor();
    expect(await page.locator('[data-testid="account-slot"] img').count()).toBe(0);
    await page.context().close();
  });
});

describe('login overlay', () => {
  it('shows the spec texts, locks page scrolling, traps focus and closes on Escape', async () => {
    const page = await browser.newPage();
    await openRoute(page, browser.baseUrl, '/projects');
    await page.waitForSelector('h1:has-text("Projects")');
    // The route's own scroll handling may run after the page renders: retry until it sticks.
    await page.waitForFunction(() => {
      window.scrollTo(0, 300);
      return window.scrollY >= 300;
    });
    await page.locator('[data-testid="account-slot"]').getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login to site?' });
    await dialog.waitFor();
    expect(await dialog.getByText('Note: Some of your data will be saved. For display puposes.', { exact: true }).count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Sign in with Google' }).count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Cancel' }).count()).toBe(1);

    const before = await page.evaluate(() => window.scrollY);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.mouse.move(640, 700);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    expect(new URL(page.url()).hash).toBe('#/projects');
    await page.context().close();
  });

  it('fits a 360 px phone, chooser included', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 640 } });
    await openRoute(page, browser.baseUrl, '/');
    await page.locator('[data-testid="account-slot"]').getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByLabel('Display name').waitFor();
    const box = await page.getByRole('dialog').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);

    // Signed in, the header's picture and logout control fit too.
    await page.getByRole('button', { name: 'New random visitor' }).click();
    const logoutButton = page.locator('[data-testid="account-slot"]').getByRole('button', { name: 'Logout' });
    await logoutButton.waitFor({ timeout: 15_000 });
    const logoutBox = await logoutButton.boundingBox();
    expect(logoutBox && logoutBox.x + logoutBox.width <= 360).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.context().close();
  });

  it("on /realtimeapps while logged out: overlay and 'You need to login to use this'; Cancel goes home", async () => {
    const page = await browser.newPage();
    await openRoute(page, browser.baseUrl, '/realtimeapps');
    await page.getByRole('dialog', { name: 'Login to site?' }).waitFor();
    await page.waitForSelector(toast('You need to login to use this'));
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForSelector('h1:has-text("Alex Placeholder")');
    expect(new URL(page.url()).hash).toMatch(/^#\/?$/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('on /realtimeapps, signing in from the overlay stays on the page', async () => {
    const page = await browser.newPage();
    await openRoute(page, browser.baseUrl, '/realtimeapps');
    const id = unique();
    await signInAs(page, { name: `Cy Placeholder ${id}`, email: `cy-${id}@example.com` });
    expect(new URL(page.url()).hash).toBe('#/realtimeapps');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });
});

describe('lazy Firebase', () => {
  it('a first visit to the home page loads no Firebase code and asks no auth question', async () => {
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (req) => requested.push(new URL(req.url()).pathname));
    await openRoute(page, browser.baseUrl, '/');
    await page.locator('[data-testid="account-slot"]').getByRole('button', { name: 'Login' }).waitFor();
    await page.waitForTimeout(1500);
    expect(requested.filter((p) => p.includes('auth-config') || /firebase/i.test(p))).toEqual([]);
    const scripts = await Promise.all(requested.filter((p) => p.endsWith('.js')).map(async (p) => (await fetch(`${browser.baseUrl}${p}`)).text()));
    expect(scripts.some((source) => source.includes('identitytoolkit.googleapis.com'))).toBe(false);
    await page.context().close();
  });
});
