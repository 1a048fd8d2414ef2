import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startAppServer } from '../../../../server/appServer';
import { createIdTokenVerifier } from '../../../../server/auth/verifyIdToken';
import { loadConfig } from '../../../../server/config';
import { setLogSilent } from '../../../../server/log';
import { createReviewsFeature } from '../../../../server/reviews/reviewsFeature';
import { mintIdToken, startAuthEmulator } from '../../../../server/testing/authEmulator';
import { createServerReviews } from '../serverReviews';
import { ReviewsError } from '../types';
import type { ReviewsHarness, Visitor } from './reviewsHarness';

/** Emulator tokens are unsigned JWTs, so a test can edit their claims to forge or expire one. */
function withClaims(idToken: string, change: (claims: Record<string, unknown>) => Record<string, unknown>): string {
  const [header, payload] = idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
  return `${header}.${Buffer.from(JSON.stringify(change(claims))).toString('base64url')}.`;
}

/**
 * The real server on loopback, a real SQLite file and the real Auth emulator with real tokens.
 * Test support: the one file under src/ that imports server/, and only the contract test imports it.
 */
export async function startServerHarness(): Promise<ReviewsHarness> {
  setLogSilent(true);
  const emulator = await startAuthEmulator();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reviews-contract-'));
  let offset = 0;
  const feature = createReviewsFeature({
    dataDir,
    verify: createIdTokenVerifier({ projectId: emulator.projectId, emulatorHost: emulator.host }),
    now: () => Date.now() + offset,
  });
  const server = await startAppServer({ ...loadConfig({ PORT: '0' }), distDir: dataDir }, [feature]);
  const portWith = (token: string | null) => createServerReviews({ baseUrl: server.url, getIdToken: async () => token, retryMs: 200 });
  const query = (sql: string, ...params: string[]) => {
    const db = new Database(path.join(dataDir, 'reviews.sqlite'), { readonly: true });
    try {
      return Promise.resolve(db.prepare(sql).all(...params));
    } finally {
      db.close();
    }
  };
  const tokenFor = async (v: Visitor) => (await mintIdToken(emulator.host, emulator.projectId, { sub: `google-${v.email}`, ...v })).idToken;

  return {
    async signIn(visitor) {
      return portWith(await tokenFor(visitor));
    },
    anonymous: () => portWith(null),
    async withBadToken(kind, visitor) {
      const real = await tokenFor({ email: `mallory-${visitor.email}`, name: 'Mallory Placeholder' });
      const past = Math.floor(Date.now() / 1000) - 7200;
      return portWith(
        kind === 'expired'
          ? withClaims(real, (c) => ({ ...c, iat: past - 3600, auth_time: past - 3600, exp: past }))
          : withClaims(real, (c) => ({ ...c, email: visitor.email, name: visitor.name })),
      );
    },
    async writeOthersReview(attacker, victim) {
      const res = await fetch(`${server.url}/api/reviews/${encodeURIComponent(victim.id)}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await tokenFor(attacker)}` },
        body: JSON.stringify({ feedback: 'Overwritten by someone else.', rating: 1 }),
      });
      const body = (await res.json()) as { error?: string };
      if (!res.ok) throw new ReviewsError(body.error ?? '', res.status);
      return body;
    },
    setClockOffset(ms) {
      offset = ms;
    },
    stored: () => query('SELECT * FROM reviews ORDER BY email'),
    storedOf: (visitor) => query('SELECT * FROM reviews WHERE email = ? COLLATE NOCASE', visitor.email),
    async publicReads() {
      const list: unknown = await (await fetch(`${server.url}/api/reviews`)).json();
      // The live stream's first event is the whole list, as a browser receives it.
      const stream = await fetch(`${server.url}/api/reviews/events`);
      const reader = stream.body?.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      while (reader && !/\ndata: .*\n\n/.test(text)) text += (await reader.read()).value ?? '';
      await reader?.cancel();
      return [list, text];
    },
    async stop() {
      await server.close();
      await emulator.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
