import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReviewsError, type ReviewsPort } from '../types';
import { watchLatest } from './liveWatch';
import type { ReviewsHarness, Visitor } from './reviewsHarness';

const DAY = 24 * 60 * 60 * 1000;
let serial = 0;
/** A visitor no other test uses, so tests sharing one store cannot see each other's reviews. */
const visitor = (label: string): Visitor => {
  serial += 1;
  const id = `${label.toLowerCase()}-${serial}-${Math.random().toString(36).slice(2, 7)}`;
  return { email: `${id}@example.com`, name: `${label} Placeholder`, picture: `https://example.com/${id}.png` };
};

async function refused(attempt: Promise<unknown>, status: number | number[], message: RegExp) {
  const error = await attempt.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the attempt should have been refused').toBeInstanceOf(ReviewsError);
  expect([status].flat()).toContain((error as ReviewsError).status);
  expect((error as ReviewsError).message).toMatch(message);
}

/**
 * One behaviour, every adapter: the reviews port's contract (issue 4, item 7). `skipNote`
 * is only for a backend whose emulator is absent on this machine (Firestore), and says why.
 */
export function reviewsContract(adapterName: string, start: () => Promise<ReviewsHarness>, skipNote?: string) {
  describe.skipIf(Boolean(skipNote))(`reviews contract: ${adapterName}${skipNote ? ` (${skipNote})` : ''}`, () => {
    let harness: ReviewsHarness;
    beforeAll(async () => {
      harness = await start();
    });
    afterAll(() => harness?.stop());

    it('creates a review with name, email and picture from the sign-in, and lists it without the email', async () => {
      const ada = visitor('Ada');
      const port = await harness.signIn(ada);
      const before = Date.now();
      const saved = await port.createOrReplace({ feedback: 'Lovely visualizers, thanks!', rating: 5 });
      expect(saved).toMatchObject({
        feedback: 'Lovely visualizers, thanks!',
        rating: 5,
        email: ada.email,
        userName: ada.name,
        profilePic: ada.picture,
      });
      expect(saved.expiry).toBeGreaterThan(before + 27 * DAY);
      expect(saved.expiry).toBeLessThan(Date.now() + 32 * DAY);
      expect(await port.findByEmail(ada.email)).toEqual(saved);
      const watcher = watchLatest(harness.anonymous());
      const listed = (await watcher.until((list) => list.some((r) => r.id === saved.id))).find((r) => r.id === saved.id);
      watcher.stop();
      expect(listed).toEqual({
        id: saved.id,
        feedback: saved.feedback,
        rating: 5,
        profilePic: ada.picture,
        userName: ada.name,
        expiry: saved.expiry,
      });
    });

    it('never hands an email to an anonymous reader', async () => {
      const jo = visitor('Jo');
      await (await harness.signIn(jo)).createOrReplace({ feedback: 'Whose address is this?', rating: 4 });
      const reads = JSON.stringify(await harness.publicReads());
      expect(reads).toContain('Whose address is this?');
      expect(reads).not.toContain(jo.email);
      expect(reads).not.toMatch(/@example\.com|"email"/);
    });

    it('finds only your own review: another email is refused, and nobody signed in is asked to sign in', async () => {
      const kim = visitor('Kim');
      const lee = visitor('Lee');
      await (await harness.signIn(kim)).createOrReplace({ feedback: 'Kim was here, privately.', rating: 5 });
      await refused((await harness.signIn(lee)).findByEmail(kim.email), 403, /own review/);
      await refused(harness.anonymous().findByEmail(kim.email), 401, /sign in/i);
    });

    it('gives an omitted rating the default of 3', async () => {
      const port = await harness.signIn(visitor('Bo'));
      expect((await port.createOrReplace({ feedback: 'No rating given here.' })).rating).toBe(3);
    });

    it('replaces the review on a second submission: same id, one review for the email', async () => {
      const cy = visitor('Cy');
      const port = await harness.signIn(cy);
      const first = await port.createOrReplace({ feedback: 'First impression, good.', rating: 2 });
      const second = await port.createOrReplace({ feedback: 'Second look, even better.', rating: 4 });
      expect(second.id).toBe(first.id);
      expect(await port.findByEmail(cy.email)).toMatchObject({ id: first.id, feedback: 'Second look, even better.', rating: 4 });
      expect(await harness.storedOf(cy)).toHaveLength(1);
    });

    it('keeps one review per email under 20 concurrent submissions', async () => {
      const di = visitor('Di');
      const port = await harness.signIn(di);
      const texts = Array.from({ length: 20 }, (_, i) => `Concurrent submission number ${i}`);
      const results = await Promise.all(texts.map((feedback, i) => port.createOrReplace({ feedback, rating: (i % 5) + 1 })));
      expect(new Set(results.map((r) => r.id)).size).toBe(1);
      expect(await harness.storedOf(di)).toHaveLength(1);
      expect(texts).toContain((await port.findByEmail(di.email))?.feedback);
    });

    it('pushes a new review and its replacement live to two other subscribers', async () => {
      const first = watchLatest(harness.anonymous());
      const second = watchLatest(harness.anonymous());
      await Promise.all([first.until(() => true), second.until(() => true)]);
      const port = await harness.signIn(visitor('Ed'));
      const saved = await port.createOrReplace({ feedback: 'Appears live elsewhere.', rating: 4 });
      await Promise.all([first, second].map((w) => w.until((list) => list[0]?.id === saved.id)));
      await port.createOrReplace({ feedback: 'Replaced, also live.', rating: 1 });
      await Promise.all([first, second].map((w) => w.until((list) => list[0]?.feedback === 'Replaced, also live.' && list[0]?.rating === 1)));
      first.stop();
      second.stop();
    });

    it('stops listing and finding a review once it has expired', async () => {
      const fay = visitor('Fay');
      const port = await harness.signIn(fay);
      const saved = await port.createOrReplace({ feedback: 'This one will expire.', rating: 3 });
      try {
        harness.setClockOffset(saved.expiry - Date.now() + 1000);
        const watcher = watchLatest(harness.anonymous());
        const list = await watcher.until(() => true);
        watcher.stop();
        expect(list.map((r) => r.id)).not.toContain(saved.id);
        expect(await port.findByEmail(fay.email)).toBeNull();
      } finally {
        harness.setClockOffset(0);
      }
    });

    describe('refuses bad input with a clear error and changes nothing', () => {
      let gus: Visitor;
      let port: ReviewsPort;
      beforeAll(async () => {
        gus = visitor('Gus');
        port = await harness.signIn(gus);
        await port.createOrReplace({ feedback: 'The review that must survive.', rating: 4 });
      });

      const badDrafts: [string, { feedback: string; rating?: number }, RegExp][] = [
        ['text of 9 characters', { feedback: '123456789', rating: 3 }, /at least 10/],
        ['text of 3001 characters', { feedback: 'x'.repeat(3001), rating: 3 }, /at most 3000/],
        ['rating 0', { feedback: 'Valid text here.', rating: 0 }, /rating/i],
        ['rating 6', { feedback: 'Valid text here.', rating: 6 }, /rating/i],
        ['rating 4.5', { feedback: 'Valid text here.', rating: 4.5 }, /rating/i],
        ["rating '5'", { feedback: 'Valid text here.', rating: '5' as unknown as number }, /rating/i],
      ];
      it.each(badDrafts)('%s', async (_label, draft, message) => {
        const before = await harness.stored();
        await refused(port.createOrReplace(draft), 400, message);
        const newcomer = await harness.signIn(visitor('Hal'));
        await refused(newcomer.createOrReplace(draft), 400, message);
        expect(await harness.stored()).toEqual(before);
      });

      it('no token', async () => {
        const before = await harness.stored();
        await refused(harness.anonymous().createOrReplace({ feedback: 'Nobody signed in.', rating: 5 }), 401, /sign in/i);
        expect(await harness.stored()).toEqual(before);
      });

      it.each(['expired', 'forged'] as const)('an %s token', async (kind) => {
        const before = await harness.stored();
        const bad = await harness.withBadToken(kind, gus);
        await refused(bad.createOrReplace({ feedback: `Written with a ${kind} token.`, rating: 1 }), [401, 403], /sign|permission/i);
        expect(await harness.stored()).toEqual(before);
      });

      it("writing another user's review", async () => {
        const victim = await port.findByEmail(gus.email);
        if (!victim) throw new Error('setup lost the review');
        const before = await harness.stored();
        await expect(harness.writeOthersReview(visitor('Ivy'), victim)).rejects.toMatchObject({
          status: 403,
          message: expect.stringMatching(/own review|permission/i),
        });
        expect(await harness.stored()).toEqual(before);
      });
    });
  });
}
