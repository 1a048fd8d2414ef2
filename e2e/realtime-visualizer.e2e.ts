import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openRoute, useBrowser } from './support/browser';
import { signedInRoomVisitor, waitForText } from './support/realtimeVisitor';

/**
 * Issue 50: the room's Visualizer section, in step on both screens over the real `visualizer`
 * data channel between two browser contexts (real WebRTC on loopback, the real server and its
 * signalling, the Auth emulator), as in realtime.e2e.ts.
 */
const browser = useBrowser({
  args: [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    '--allow-loopback-in-peer-connection',
    '--disable-features=WebRtcHideLocalIpsWithMdns',
    '--autoplay-policy=no-user-gesture-required',
  ],
});

const contexts: BrowserContext[] = [];
const STAGE = '#visualizer [data-testid="visualizer-stage"]';
const SIZE = 18;
/** A wall down column 9 with a gap at the bottom row: the path must go round it. */
const walled = [...`S${'.'.repeat(16)}E${'.'.repeat(SIZE * SIZE - 18)}`].map((ch, i) => (i % SIZE === 9 && i < 17 * SIZE ? 'B' : ch)).join('');

function keepDataChannels() {
  const w = window as unknown as { testChannels?: RTCDataChannel[] };
  if (w.testChannels) return;
  const made: RTCDataChannel[] = [];
  w.testChannels = made;
  const create = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function (this: RTCPeerConnection, ...args: Parameters<typeof create>) {
    const channel = create.apply(this, args);
    made.push(channel);
    return channel;
  };
}

async function person(name: string): Promise<Page> {
  const { context, page } = await signedInRoomVisitor(browser, name);
  contexts.push(context);
  // Keeps each data channel the page makes reachable, so the test can forge a message on one
  // (now, and in any document the context opens later).
  await context.addInitScript(keepDataChannels);
  await page.evaluate(keepDataChannels);
  return page;
}

const stage = (page: Page, name: string) => page.getAttribute(STAGE, `data-${name}`).then((v) => v ?? '');
/** A stage's cursor and when it was read (the machine's clock, which both people's pages share). */
const cursorNow = (page: Page) =>
  page.evaluate((selector) => ({ cursor: Number(document.querySelector(selector)?.getAttribute('data-cursor')), at: Date.now() }), STAGE);
const section = (page: Page) => page.locator('#visualizer');

async function waitForStageData(page: Page, name: string, value: string, timeout = 20_000) {
  await page.waitForFunction(([s, n, v]) => document.querySelector(s)?.getAttribute(`data-${n}`) === v, [STAGE, name, value] as const, { timeout });
}

async function openLink(page: Page, link: string) {
  const field = section(page).getByLabel('Visualizer link');
  await field.fill(link);
  await field.press('Enter');
}

/** Sends a message on this page's own `visualizer` channel, as a hostile peer would. */
async function forge(page: Page, message: Record<string, unknown>) {
  await page.evaluate((text) => {
    const channel = (window as unknown as { testChannels: RTCDataChannel[] }).testChannels.find(
      (c) => c.label === 'visualizer' && c.readyState === 'open',
    );
    if (!channel) throw new Error('no open visualizer channel');
    channel.send(text);
  }, JSON.stringify(message));
}

async function createRoom(page: Page, roomId: string) {
  await page.getByLabel('Room Id').fill(roomId);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await waitForText(page, 'Created room successfully');
}

async function joinRoom(page: Page, roomId: string) {
  await openRoute(page, browser.baseUrl, `/realtimeapps/${roomId}`);
  await page.getByText('Join Room Form').waitFor();
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await waitForText(page, 'Joined room successfully');
}

describe('realtime room: the shared visualizer', () => {
  it('keeps two screens in step: link, play and pause, steps, another family, forged messages, rejoin', async () => {
    const roomId = `e2e-vis-${Date.now()}`;
    const alice = await person('Alice');
    await createRoom(alice, roomId);
    const bob = await person('Bob');
    await joinRoom(bob, roomId);
    await waitForText(alice, 'New client Bob');

    // Alice opens bubble sort from a values= link; Bob sees the same bars.
    await openLink(alice, `${browser.baseUrl}/#/sortvisualizer/bubblesort?values=9,4,7,1,8,2,6,3&speed=-60`);
    await alice.waitForSelector(`${STAGE} [data-ready]`);
    await bob.waitForSelector(`${STAGE} [data-ready]`, { timeout: 20_000 });
    await waitForStageData(bob, 'values', '9,4,7,1,8,2,6,3');
    expect(await stage(alice, 'values')).toBe('9,4,7,1,8,2,6,3');
    expect(await bob.getByTestId('room-visualizer').getAttribute('data-route')).toBe('/sortvisualizer/bubblesort');

    // Alice plays, then pauses: Bob's run played too and is paused at Alice's cursor.
    await section(alice).getByRole('button', { name: 'Play' }).click();
    await waitForStageData(bob, 'status', 'running');
    // Playing, the two runs stay within 250 ms of each other: at 60 ms a step, within 250 / 60
    // steps, and one more for a cursor read between two steps. The two pages are read one after
    // the other, and on a busy machine further apart than a step (the check once read 7 steps),
    // so Bob's cursor is carried to the moment Alice's was read, at the run's 60 ms a step.
    const apart: number[] = [];
    for (let sample = 0; sample < 4; sample++) {
      await alice.waitForTimeout(150);
      const [a, b] = await Promise.all([cursorNow(alice), cursorNow(bob)]);
      apart.push(Math.round(Math.abs(a.cursor - (b.cursor + (a.at - b.at) / 60)) * 10) / 10);
    }
    expect(Math.max(...apart), `cursors apart while playing, in steps at the same moment: ${apart}`).toBeLessThanOrEqual(Math.ceil(250 / 60) + 1);
    await section(alice).getByRole('button', { name: 'Pause' }).click();
    await waitForStageData(alice, 'status', 'paused');
    const paused = await stage(alice, 'cursor');
    expect(Number(paused)).toBeGreaterThan(0);
    await waitForStageData(bob, 'status', 'paused');
    await waitForStageData(bob, 'cursor', paused);
    expect(await stage(bob, 'values')).toBe(await stage(alice, 'values'));

    // Bob steps back twice; Alice follows each step.
    await section(bob).getByRole('button', { name: 'Step back' }).click();
    await bob.waitForFunction(([s, at]) => document.querySelector(s)?.getAttribute('data-cursor') !== at, [STAGE, paused] as const);
    const once = await stage(bob, 'cursor');
    await waitForStageData(alice, 'cursor', once);
    await section(bob).getByRole('button', { name: 'Step back' }).click();
    await bob.waitForFunction(([s, at]) => document.querySelector(s)?.getAttribute('data-cursor') !== at, [STAGE, once] as const);
    const twice = await stage(bob, 'cursor');
    expect(Number(twice)).toBeLessThan(Number(once));
    await waitForStageData(alice, 'cursor', twice);
    expect(await stage(alice, 'values')).toBe(await stage(bob, 'values'));

    // Bob switches to A* on a grid= link and plays it: both reach the same outcome line.
    await openLink(bob, `#/searchvisualizer/astarSearch?grid=${walled}&fastest=1`);
    await alice.waitForFunction(
      () => document.querySelector('[data-testid="room-visualizer"]')?.getAttribute('data-route') === '/searchvisualizer/astarSearch',
      undefined,
      { timeout: 20_000 },
    );
    await waitForStageData(alice, 'grid', walled);
    await bob.waitForSelector(`${STAGE} [data-ready]`);
    await alice.waitForSelector(`${STAGE} [data-ready]`);
    await section(bob).getByRole('button', { name: 'Play' }).click();
    await waitForStageData(bob, 'status', 'finished', 30_000);
    await waitForStageData(alice, 'status', 'finished', 30_000);
    const outcome = (await section(bob).getByTestId('outcome').textContent()) ?? '';
    expect(outcome).toMatch(/^Path length: \d+\. Visited: \d+$/);
    expect(await section(alice).getByTestId('outcome').textContent()).toBe(outcome);

    // Forged messages from Alice's side with states the site's URL refuses: Bob ignores them all.
    const cursorBefore = await stage(bob, 'cursor');
    await forge(alice, { seq: 1e6, from: 'zzz', type: 'input', query: 'grid=SSSS' });
    await forge(alice, {
      seq: 1e6 + 1,
      from: 'zzz',
      type: 'state',
      route: '/sortvisualizer/bubblesort',
      query: `values=${Array.from({ length: 1500 }, () => 5).join(',')}`,
    });
    await forge(alice, { seq: 1e6 + 2, from: 'zzz', type: 'state', route: '/sortvisualizer/quicksort(pivotlast)', query: 'n=4000' });
    await forge(alice, { seq: 1e6 + 3, from: 'zzz', type: 'seek', cursor: -5 });
    await forge(alice, { seq: 1e6 + 4, from: 'zzz', type: 'speed', speed: 99999, fastest: true });
    await forge(alice, { seq: 1e6 + 5, from: 'zzz', type: 'eval', code: 'alert(1)' });
    await bob.waitForTimeout(1000);
    // A route not shown here before is checked by its page's own codec as it mounts: refused, the
    // page Bob had comes back where its run was. Mounting it means loading the sort page's chunk
    // first, which on a machine running three browser files took longer than the wait above.
    await bob.waitForFunction(
      () => document.querySelector('[data-testid="room-visualizer"]')?.getAttribute('data-route') === '/searchvisualizer/astarSearch',
      undefined,
      { timeout: 20_000 },
    );
    await waitForStageData(bob, 'grid', walled);
    await waitForStageData(bob, 'cursor', cursorBefore);
    expect(await section(bob).getByTestId('outcome').textContent()).toBe(outcome);
    // The page still works: a step back is taken, and Alice follows it.
    await section(bob).getByRole('button', { name: 'Step back' }).click();
    await bob.waitForFunction(([s, at]) => document.querySelector(s)?.getAttribute('data-cursor') !== at, [STAGE, cursorBefore] as const);
    await waitForStageData(alice, 'cursor', await stage(bob, 'cursor'));

    // The section at 360 px: nothing wider than the screen, and axe finds nothing serious.
    await bob.setViewportSize({ width: 360, height: 740 });
    await section(bob).scrollIntoViewIfNeeded();
    expect(await bob.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(bob)).toEqual([]);
    await bob.setViewportSize({ width: 1280, height: 800 });

    // Alice leaves ('client left' ends the sync) and comes back: she is handed Bob's page.
    await alice.getByRole('button', { name: 'Exit' }).click();
    await waitForText(bob, 'User left');
    expect(await alice.locator(STAGE).count()).toBe(0); // exit stopped her section
    await alice.getByRole('button', { name: 'Create', exact: true }).waitFor();
    await joinRoom(alice, roomId);
    await alice.waitForFunction(
      () => document.querySelector('[data-testid="room-visualizer"]')?.getAttribute('data-route') === '/searchvisualizer/astarSearch',
      undefined,
      { timeout: 20_000 },
    );
    await waitForStageData(alice, 'grid', walled);
    await waitForStageData(alice, 'cursor', await stage(bob, 'cursor'));

    for (const context of contexts.splice(0)) await context.close();
  }, 240_000);

  it("'Share my page' on a visitor page opens the room with that page", async () => {
    const carol = await person('Carol');
    await openRoute(carol, browser.baseUrl, '/sortvisualizer/insertionsort?values=5,4,2,3,1');
    await carol.getByRole('button', { name: 'Share my page' }).click();
    await carol.getByText('Create Room Form').waitFor();
    await createRoom(carol, `e2e-share-${Date.now()}`);
    await carol.waitForFunction(
      () => document.querySelector('[data-testid="room-visualizer"]')?.getAttribute('data-route') === '/sortvisualizer/insertionsort',
      undefined,
      { timeout: 20_000 },
    );
    await waitForStageData(carol, 'values', '5,4,2,3,1');
    // The room's own page has no 'Share my page': it is already here.
    expect(await section(carol).getByRole('button', { name: 'Share my page' }).count()).toBe(0);
    for (const context of contexts.splice(0)) await context.close();
  }, 120_000);
});
