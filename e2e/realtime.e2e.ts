import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openRoute, useBrowser } from './support/browser';
import { signedInRoomVisitor, waitForText } from './support/realtimeVisitor';

/**
 * Two (then three) signed-in people in one room, against the real server, its signalling and
 * the Auth emulator. Chromium's fake camera and microphone stand in for real devices, and the
 * peers reach each other over loopback only: no STUN (see the ICE override below).
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

async function person(name: string): Promise<Page> {
  const { context, page } = await signedInRoomVisitor(browser, name, { permissions: ['clipboard-read', 'clipboard-write'] });
  contexts.push(context);
  return page;
}

const toast = waitForText;

/** Alpha and red of one board pixel, in the board's own 800×800 coordinates. */
function boardPixel(page: Page, x: number, y: number): Promise<[number, number]> {
  return page.evaluate(
    ([px, py]) => {
      const canvas = document.querySelector('canvas[aria-label^="Drawing board"]') as HTMLCanvasElement;
      const [r, , , a] = (canvas.getContext('2d') as CanvasRenderingContext2D).getImageData(px, py, 1, 1).data;
      return [a, r] as [number, number];
    },
    [x, y] as const,
  );
}

async function waitForPixel(page: Page, x: number, y: number, drawn: boolean) {
  await expect.poll(async () => (await boardPixel(page, x, y))[0] > 0, { timeout: 10_000 }).toBe(drawn);
}

/** Drags across the board from (200,200) to (400,400) in board coordinates. */
async function drawDiagonal(page: Page) {
  const canvas = page.locator('canvas[aria-label^="Drawing board"]');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('drawing board not visible');
  const at = (v: number) => v / 800;
  await page.mouse.move(box.x + box.width * at(200), box.y + box.height * at(200));
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * at(400), box.y + box.height * at(400), { steps: 12 });
  await page.mouse.up();
}

async function peerVideoPlays(page: Page) {
  await page.waitForFunction(
    () => {
      const video = document.querySelector('[data-testid="peer-video"]') as HTMLVideoElement | null;
      return video !== null && video.videoWidth > 0 && (video.srcObject as MediaStream | null)?.getVideoTracks()[0]?.readyState === 'live';
    },
    undefined,
    { timeout: 20_000 },
  );
}

describe('realtime room', () => {
  it('connects two people with video, chat, notepad and board; refuses a third; tells who left', async () => {
    // A literal '%41' in the id: its share link must give back '%41', not 'A'.
    const roomId = `e2e-%41-${Date.now()}`;
    const alice = await person('Alice');
    await openRoute(alice, browser.baseUrl, '/realtimeapps');
    await alice.getByText('Create Room Form').waitFor();
    // Pasted from a chat with invisible characters: the field keeps only what it can show.
    await alice.getByLabel('Room Id').fill(`\u200B${roomId}\u202E`);
    expect(await alice.getByLabel('Room Id').inputValue()).toBe(roomId);
    await alice.getByLabel('Room Password').fill('pw1');
    await alice.getByRole('button', { name: 'Create', exact: true }).click();
    await toast(alice, 'Created room successfully');
    await alice.getByText('Nobody in the room yet please wait patiently.').waitFor();
    await alice.getByText('Collab is only for 2 people. And limited to this page only.').waitFor();
    await alice.getByText('Free services have a limit.').waitFor();

    // Drawn before anyone else is there: the joiner must get it through 'recover'.
    await drawDiagonal(alice);
    await waitForPixel(alice, 300, 300, true);

    await alice.getByRole('button', { name: 'Copy share link' }).click();
    await toast(alice, 'Link copied to clipboard');
    const link = await alice.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${browser.baseUrl}/#/realtimeapps/${encodeURIComponent(roomId)}/pw1`);

    // Bob types the room in (Carol below comes by the link).
    const bob = await person('Bob');
    await bob.getByRole('button', { name: 'join room ?' }).click();
    await bob.getByText('Join Room Form').waitFor();
    await bob.getByLabel('Room Id').fill(roomId);
    await bob.getByLabel('Room Password').fill('pw1');
    await bob.getByRole('button', { name: 'Join', exact: true }).click();
    await toast(bob, 'Joined room successfully');
    await toast(alice, 'New client Bob');

    await peerVideoPlays(alice);
    await peerVideoPlays(bob);
    await bob.getByRole('article', { name: 'Participant Alice' }).getByRole('img', { name: 'Alice' }).waitFor();

    // Camera and mic toggles flip the own tracks' enabled state (the tracks keep running).
    const ownTracks = () =>
      alice.evaluate(() => {
        const stream = (document.querySelector('[data-testid="own-video"]') as HTMLVideoElement).srcObject as MediaStream;
        return [stream.getVideoTracks()[0]!.enabled, stream.getAudioTracks()[0]!.enabled, stream.getVideoTracks()[0]!.readyState];
      });
    expect(await ownTracks()).toEqual([true, true, 'live']);
    await alice.getByRole('button', { name: 'Camera' }).click();
    await alice.getByRole('button', { name: 'Microphone' }).click();
    expect(await ownTracks()).toEqual([false, false, 'live']);
    expect(await alice.getByRole('button', { name: 'Camera' }).getAttribute('aria-pressed')).toBe('false');
    await alice.getByRole('button', { name: 'Camera' }).click();
    await alice.getByRole('button', { name: 'Microphone' }).click();
    expect(await ownTracks()).toEqual([true, true, 'live']);
    await waitForPixel(bob, 300, 300, true);

    // Chat: Bob writes while Alice's panel is closed, so her chat button is highlighted.
    const bobChat = bob.getByRole('button', { name: /^Chat/ });
    await bobChat.click();
    await bob.getByRole('button', { name: 'Send' }).click();
    await toast(bob, 'No empty field allowed');
    await bob.getByRole('textbox', { name: 'Message' }).fill('hello from Bob');
    await bob.getByRole('button', { name: 'Send' }).click();
    const aliceChat = alice.getByRole('button', { name: /^Chat/ });
    await expect.poll(() => aliceChat.getAttribute('data-unread'), { timeout: 10_000 }).toBe('true');
    expect(await aliceChat.textContent()).toContain('unread');
    await aliceChat.click();
    expect(await aliceChat.getAttribute('data-unread')).toBe('false');
    await alice.getByTestId('chat-messages').getByText('hello from Bob').waitFor();
    await alice.getByRole('textbox', { name: 'Message' }).fill('hi Bob, Alice here');
    await alice.getByRole('button', { name: 'Send' }).click();
    await bob.getByTestId('chat-messages').getByText('hi Bob, Alice here').waitFor();
    expect(await bobChat.getAttribute('data-unread')).toBe('false'); // his panel is open
    expect(await seriousViolations(alice)).toEqual([]);

    // Notepad: sent once typing pauses.
    await alice.getByRole('textbox', { name: 'Notepad' }).fill('shared plans');
    await expect.poll(() => bob.getByRole('textbox', { name: 'Notepad' }).inputValue(), { timeout: 10_000 }).toBe('shared plans');

    // Both type at once, in different places: neither loses a word, and Bob's caret stays where
    // he was typing (a received text used to replace his unsent typing and put the caret at the end).
    const aliceNote = alice.getByRole('textbox', { name: 'Notepad' });
    const bobNote = bob.getByRole('textbox', { name: 'Notepad' });
    await aliceNote.click();
    await alice.keyboard.press('Control+End');
    await alice.keyboard.type(' [alice]');
    await bobNote.click();
    await bob.keyboard.press('Control+Home');
    await bob.keyboard.type('[bob] ');
    const both = '[bob] shared plans [alice]';
    await expect.poll(() => bobNote.inputValue(), { timeout: 10_000 }).toBe(both);
    await expect.poll(() => aliceNote.inputValue(), { timeout: 10_000 }).toBe(both);
    await bob.keyboard.type('+');
    await expect.poll(() => aliceNote.inputValue(), { timeout: 10_000 }).toBe('[bob] +shared plans [alice]');
    // Undo takes back Bob's own typing only; it used to replay text from before Alice's words.
    await bob.keyboard.press('Control+Z');
    await expect.poll(() => aliceNote.inputValue(), { timeout: 10_000 }).toBe(both);
    expect(await bobNote.inputValue()).toBe(both);

    // A stroke by Bob appears on Alice's board; clear clears both.
    await bob.getByRole('button', { name: 'Clear' }).click();
    await waitForPixel(bob, 300, 300, false);
    await waitForPixel(alice, 300, 300, false);
    await drawDiagonal(bob);
    await waitForPixel(alice, 300, 300, true);
    expect((await boardPixel(alice, 300, 300))[1]).toBeGreaterThan(200); // default colour white

    // The room holds two: a third signed-in person is refused by the server.
    const carol = await person('Carol');
    await carol.goto(link);
    await carol.getByText('Join Room Form').waitFor();
    expect(await carol.getByLabel('Room Id').inputValue()).toBe(roomId);
    expect(await carol.getByLabel('Room Password').inputValue()).toBe('pw1');
    await carol.getByRole('button', { name: 'Join', exact: true }).click();
    await toast(carol, 'Room is full');
    await toast(carol, 'Socket closed: Room is full');
    await carol.getByRole('button', { name: 'Join', exact: true }).waitFor();

    await bob.getByRole('button', { name: 'Exit' }).click();
    await toast(alice, 'User left');
    await alice.getByText('Nobody in the room yet please wait patiently.').waitFor();
    // Bob is back at the form as he sent it: joining again is one click.
    await bob.getByText('Join Room Form').waitFor();
    expect(await bob.getByLabel('Room Id').inputValue()).toBe(roomId);
    expect(await bob.getByLabel('Room Password').inputValue()).toBe('pw1');

    for (const context of contexts.splice(0)) await context.close();
  }, 180_000);
});
