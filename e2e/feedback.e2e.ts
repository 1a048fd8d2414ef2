import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openRoute, useBrowser } from './support/browser';
import { signInAs, signOut } from './support/login';

const browser = useBrowser();
/** A toast of the app's LightToast: info ones are status messages, error ones alerts. */
const toast = (text: string, role: 'status' | 'alert') => `[role="${role}"]:has(.light-toast):has-text("${text}")`;
const unique = () => Math.random().toString(36).slice(2, 8);
// The longer journeys below get their own time limits: two browsers and a chooser sign-in on a
// shared two-core machine can outlast the default 60 s.

describe('visitor feedback', () => {
  it('asks a signed-out visitor to log in, then shows a new and a replaced review live in another browser', async () => {
    const id = unique();
    const name = `Fern Placeholder ${id}`;
    const viewer = await browser.newPage();
    await openRoute(viewer, browser.baseUrl, '/');
    const footer = viewer.locator('[data-testid="feedback-slot"]');
    await footer.getByRole('heading', { name: 'Latest Feedbacks' }).waitFor();
    await viewer.waitForFunction(() => !document.querySelector('[data-testid="feedbacks-status"]')?.textContent?.startsWith('Loading'));

    const writer = await browser.newPage();
    await openRoute(writer, browser.baseUrl, '/projects');
    const leave = writer.getByRole('button', { name: 'Leave a feedback' });
    await leave.click();
    const overlay = writer.getByRole('dialog', { name: 'Login to site?' });
    await overlay.waitFor();
    await overlay.getByRole('button', { name: 'Cancel' }).click();
    await overlay.waitFor({ state: 'detached' });
    await signInAs(writer, { name, email: `fern-${id}@example.com` });

    await leave.click();
    const dialog = writer.getByRole('dialog', { name: 'Leave a feedback' });
    await dialog.getByLabel('Your feedback').fill('Too short');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Feedback must be at least 10 characters').waitFor();
    // Ten characters that show nothing are no review either.
    await dialog.getByLabel('Your feedback').fill(`${' '.repeat(5)}\u200b${'\n'.repeat(4)}`);
    await dialog.getByText('Feedback must have some visible text, not only spaces or invisible characters').waitFor();
    expect(await writer.locator(toast('Feedback added', 'status')).count()).toBe(0);
    expect(await dialog.getByRole('radio', { name: '3 Stars' }).isChecked()).toBe(true);

    const firstText = `<b>Great</b> visualizers <img src=x onerror="document.title='owned'"> ${id}`;
    await dialog.getByLabel('Your feedback').fill(firstText);
    // Keyboard, as a visitor without a mouse would: arrows move the rating, and stop at 1 (MUI's
    // hidden 'Empty' radio came next).
    await dialog.getByRole('radio', { name: '3 Stars' }).focus();
    for (let i = 0; i < 3; i++) await writer.keyboard.press('ArrowLeft');
    expect(await writer.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('1');
    expect(await dialog.getByRole('radio', { name: '1 Star' }).isChecked()).toBe(true);
    for (let i = 0; i < 3; i++) await writer.keyboard.press('ArrowRight');
    expect(await dialog.getByRole('radio', { name: '4 Stars' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await writer.waitForSelector(toast('Feedback added', 'status'));
    await dialog.waitFor({ state: 'detached' });

    // Live in the other browser context, without a reload; the text stays text.
    const card = footer.locator('[data-testid="review"]', { hasText: name });
    await card.getByText(firstText, { exact: true }).waitFor({ timeout: 10_000 });
    expect(await card.getByRole('img', { name: 'Rated 4 out of 5' }).count()).toBe(1);
    expect(await card.locator('b, [data-testid="review-text"] img').count()).toBe(0);
    expect(await viewer.title()).not.toBe('owned');
    // A screen reader hears of it too: the card alone is not announced.
    expect(await viewer.getByTestId('feedbacks-arrival').textContent()).toBe(`New feedback from ${name}, 4 of 5`);

    // Replace: the form starts from the current review, and the footer keeps one card.
    await leave.click();
    await dialog.getByText('You already left a feedback. Submitting replaces it.').waitFor();
    expect(await dialog.getByLabel('Your feedback').inputValue()).toBe(firstText);
    await dialog.getByLabel('Your feedback').fill(`Changed my mind, even better ${id}`);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText(`Changed my mind, even better ${id}`).waitFor({ timeout: 10_000 });
    expect(await card.count()).toBe(1);

    // Signed out, 'Leave a feedback' asks for a login, and then opens the form it was asked for.
    await signOut(writer);
    await leave.click();
    await overlay.getByRole('button', { name: 'Sign in with Google' }).click();
    await overlay.getByLabel('Display name').fill(name);
    await overlay.getByLabel('Email').fill(`fern-${id}@example.com`);
    await overlay.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog.getByText('You already left a feedback. Submitting replaces it.').waitFor({ timeout: 15_000 });
    await writer.context().close();
    await viewer.context().close();
  }, 150_000);

  it('says in words when the list is empty, and when it cannot be loaded', async () => {
    const context = await browser.newContext();
    let down = true;
    await context.route('**/api/reviews/events', (route) =>
      down
        ? route.abort('connectionrefused')
        : route.fulfill({ status: 200, contentType: 'text/event-stream', body: 'event: reviews\ndata: []\n\n' }),
    );
    const page = await context.newPage();
    await openRoute(page, browser.baseUrl, '/');
    const status = page.getByTestId('feedbacks-status');
    await status.getByText("Couldn't load the feedbacks right now. Trying again…").waitFor();
    down = false;
    await status.getByText('No feedbacks yet. Be the first to leave one!').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('latest-feedbacks').count()).toBe(0);
    await context.close();
  });

  it('keeps the footer still on a 360 px phone when "Loading feedbacks…" (one line) turns into the two-line empty notice', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await context.route('**/api/reviews/events', async (route) => {
      await answered;
      await route.fulfill({ status: 200, contentType: 'text/event-stream', body: 'event: reviews\ndata: []\n\n' });
    });
    await context.addInitScript(() => {
      const w = window as unknown as { shift: number };
      w.shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    // A short page: the footer is in view.
    await openRoute(page, browser.baseUrl, '/no/such/page');
    const status = page.getByTestId('feedbacks-status');
    await status.getByText('Loading feedbacks…').waitFor();
    const leave = page.getByRole('button', { name: 'Leave a feedback' });
    await leave.waitFor();
    await page.waitForTimeout(500);
    const before = { box: await leave.boundingBox(), shift: await page.evaluate(() => (window as unknown as { shift: number }).shift) };
    answer?.();
    await status.getByText('No feedbacks yet. Be the first to leave one!').waitFor({ timeout: 10_000 });
    await page.waitForTimeout(300);
    expect((await page.evaluate(() => (window as unknown as { shift: number }).shift)) - before.shift).toBeLessThan(0.02);
    expect(await leave.boundingBox()).toEqual(before.box);
    await context.close();
  });

  it("says 'Couldn't add feedback' when the save fails and keeps the form open", async () => {
    const id = unique();
    const page = await browser.newPage();
    await page
      .context()
      .route('**/api/reviews', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service down for a test"}' })
          : route.fallback(),
      );
    await openRoute(page, browser.baseUrl, '/');
    await signInAs(page, { name: `Gil Placeholder ${id}`, email: `gil-${id}@example.com` });
    await page.getByRole('button', { name: 'Leave a feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave a feedback' });
    await dialog.getByLabel('Your feedback').fill('This will not be saved.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.waitForSelector(toast("Couldn't add feedback", 'alert'));
    await dialog.getByText('Service down for a test').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await page.context().close();
  });

  it('has no serious axe violations with reviews and the open form, and fits 360 px', async () => {
    const id = unique();
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await openRoute(page, browser.baseUrl, '/');
    await signInAs(page, { name: `Hana Placeholder ${id}`, email: `hana-${id}@example.com` });
    await page.getByRole('button', { name: 'Leave a feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave a feedback' });
    await dialog.getByLabel('Your feedback').fill(`${'A very long word '.repeat(30)}${'x'.repeat(300)}`);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'detached' });
    const card = page.locator('[data-testid="review"]', { hasText: `Hana Placeholder ${id}` });
    await card.waitFor();
    await card.getByRole('button', { name: 'Show more' }).click();
    await card.getByRole('button', { name: 'Show less' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Leave a feedback' }).click();
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  }, 120_000);
});
