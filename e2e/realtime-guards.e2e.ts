import { describe, expect, it } from 'vitest';
import { NEED_LOGIN, USER_LOGGED_IN } from '../src/services/auth/messages';
import { seriousViolations } from './support/axe';
import { openRoute, useBrowser } from './support/browser';
import { signInAs } from './support/login';
import { signedInRoomVisitor, waitForText } from './support/realtimeVisitor';

/** What stands between a visitor and a room, and how the room page holds up on a phone. */
const browser = useBrowser({ args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] });

const signedIn = (name: string, init: Parameters<typeof browser.newContext>[0] = {}) => signedInRoomVisitor(browser, name, init);
const toast = waitForText;

describe('realtime guards', () => {
  it('withdraws "You need to login to use this" once the visitor has logged in, leaving "User logged in" alone', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openRoute(page, browser.baseUrl, '/realtimeapps');
    await toast(page, NEED_LOGIN);
    // Holds that toast's own 5 s auto-close (notistack pauses it while the window is blurred):
    // only the login may take it away, however long the sign-in takes.
    await page.evaluate(() => dispatchEvent(new Event('blur')));
    await signInAs(page, { name: 'Gus', email: `gus-${Date.now()}@example.com` });
    await toast(page, USER_LOGGED_IN);
    await expect.poll(() => page.getByText(NEED_LOGIN, { exact: true }).count(), { timeout: 3000 }).toBe(0);
    expect(await page.getByText(USER_LOGGED_IN, { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('sends visitors away when the broadcast server is inactive', async () => {
    const { context, page } = await signedIn('Dora');
    await context.route('**/nonsenseActive', (route) => route.abort('connectionrefused'));
    await page.goto(`${browser.baseUrl}/#/realtimeapps`);
    await page.reload();
    await toast(page, 'Server Inactive: You can verify with status');
    await page.waitForFunction(() => location.hash === '#/projects#realtimeapps');
    await context.close();
  });

  it('allows one realtime tab: a second one is sent home', async () => {
    const { context, page } = await signedIn('Eve');
    await openRoute(page, browser.baseUrl, '/realtimeapps');
    await page.getByText('Create Room Form').waitFor();
    const second = await context.newPage();
    await openRoute(second, browser.baseUrl, '/realtimeapps');
    await toast(second, 'Only one tab should be open for realtime collaboration');
    await second.waitForFunction(() => location.hash === '#/' || location.hash === '');
    expect(await page.evaluate(() => location.hash)).toBe('#/realtimeapps');
    await context.close();
  });

  it('shows Creating while connecting and aborts with "Cannot access media" when media is refused', async () => {
    const { context, page } = await signedIn('Finn');
    // getUserMedia waits until the test answers, so the connecting state can be looked at.
    await context.addInitScript(() => {
      const w = window as unknown as { answerMedia?: (ok: boolean) => void };
      navigator.mediaDevices.getUserMedia = () =>
        new Promise((_resolve, reject) => {
          w.answerMedia = () => reject(new DOMException('denied', 'NotAllowedError'));
        });
    });
    await openRoute(page, browser.baseUrl, '/realtimeapps');
    await page.reload(); // init scripts apply from the next load on
    await page.getByLabel('Room Id').fill('ab');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('At least 3 characters').waitFor();
    expect(await page.evaluate(() => 'answerMedia' in window)).toBe(false); // too short: no connect
    // The refused field takes the focus, so a screen reader reads it out as invalid.
    const roomIdField = page.getByLabel('Room Id');
    expect(await roomIdField.evaluate((input) => input === document.activeElement && input.getAttribute('aria-invalid'))).toBe('true');
    await page.getByLabel('Room Id').fill('media-room');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const creating = page.getByRole('button', { name: 'Creating' });
    await creating.waitFor();
    expect(await creating.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'join room ?' }).isDisabled()).toBe(true);
    await page.evaluate(() => (window as unknown as { answerMedia: (ok: boolean) => void }).answerMedia(false));
    await toast(page, 'Cannot access media');
    await page.getByRole('button', { name: 'Create', exact: true }).waitFor();
    await page.getByRole('button', { name: 'join room ?' }).click();
    await page.getByText('Join Room Form').waitFor();
    await context.close();
  });

  it('a Projects card opened while logged out scrolls to its section once sign-in shows it, however long the sign-in took', async () => {
    const page = await browser.newPage();
    await openRoute(page, browser.baseUrl, '/realtimeapps#drawingboard');
    await page.locator('[data-testid="login-overlay"]').waitFor({ timeout: 15_000 });
    await page.waitForTimeout(3500); // longer than the 3 s the page used to look for the section
    const id = Math.random().toString(36).slice(2, 8);
    await signInAs(page, { name: `Gus ${id}`, email: `gus-${id}@example.com` });
    await page.waitForFunction(
      () => {
        const top = document.getElementById('drawingboard')?.getBoundingClientRect().top;
        return top !== undefined && Math.abs(top) < 100 && window.scrollY > 200;
      },
      null,
      { timeout: 10_000 },
    );
    await page.context().close();
  });

  it('fits a 360 px phone without serious accessibility problems, and draws by touch', async () => {
    const { context, page } = await signedIn('Gus', { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await openRoute(page, browser.baseUrl, '/realtimeapps');
    await page.getByLabel('Room Id').fill(`phone-${Date.now()}`);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Nobody in the room yet please wait patiently.').waitFor();
    await page.waitForTimeout(500);
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The 800×800 board is shown smaller; a tap still lands at the matching board point.
    const canvas = page.locator('canvas[aria-label^="Drawing board"]');
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('drawing board not visible');
    expect(box.width).toBeLessThan(360);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const alpha = await page.evaluate(() => {
      const c = document.querySelector('canvas[aria-label^="Drawing board"]') as HTMLCanvasElement;
      return (c.getContext('2d') as CanvasRenderingContext2D).getImageData(400, 400, 1, 1).data[3];
    });
    expect(alpha).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Exit' }).click();
    await page.getByText('Create Room Form').waitFor();
    await context.close();
  });
});
