import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startAppServer } from '../appServer';
import { loadConfig } from '../config';
import { setLogSilent } from '../log';
import type { VerifyToken } from './authenticate';
import { createReviewsFeature } from './reviewsFeature';

// HTTP details of the reviews API. Token checks are injected here (the contract suite in
// src/services/reviews/contract runs the same server against the real Auth emulator).
const verify: VerifyToken = async (token) => {
  const [kind, uid, email, picture, name] = token.split('|');
  if (kind !== 'ok') throw new Error('Invalid ID token');
  return { uid: uid!, email, name: name ? decodeURIComponent(name) : `${uid} Placeholder`, picture };
};
const tokenOf = (uid: string, picture = 'https://example.com/p.png') => `ok|${uid}|${uid}@example.com|${picture}`;

let server: RunningServer;
let dataDir: string;
const api = () => `${server.url}/api/reviews`;

function send(method: string, url: string, body: unknown, token: string | null, contentType = 'application/json') {
  const headers: Record<string, string> = { 'Content-Type': contentType, Origin: 'https://allowed.example' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(url, { method, headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

async function expectError(res: Response | Promise<Response>, status: number, message: RegExp) {
  const answer = await res;
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toContain('application/json');
  expect(((await answer.json()) as { error: string }).error).toMatch(message);
}

beforeAll(async () => {
  setLogSilent(true);
  dataDir = mkdtempSync(path.join(tmpdir(), 'reviews-http-'));
  const feature = createReviewsFeature({ dataDir, verify, allowedOrigins: ['https://allowed.example'] });
  server = await startAppServer({ ...loadConfig({ PORT: '0' }), distDir: dataDir }, [feature]);
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('reviews API', () => {
  it('creates with 201, replaces with 200, and takes identity from the token only', async () => {
    const created = await send(
      'POST',
      api(),
      { feedback: 'Created over HTTP.', rating: 2, email: 'ann@example.com' },
      tokenOf('ann', 'javascript:alert(1)'),
    );
    expect(created.status).toBe(201);
    expect(created.headers.get('access-control-allow-origin')).toBe('https://allowed.example');
    const review = (await created.json()) as { id: string };
    expect(review).toMatchObject({ email: 'ann@example.com', userName: 'ann Placeholder', profilePic: '' });
    const replaced = await send('PUT', `${api()}/${review.id}`, { feedback: 'Replaced by id.', rating: 5 }, tokenOf('ann'));
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toMatchObject({ id: review.id, feedback: 'Replaced by id.', profilePic: 'https://example.com/p.png' });
  });

  it('refuses identity fields that name someone else, and another user\u2019s review by id', async () => {
    const mine = (await (await send('POST', api(), { feedback: 'Bob writes this one.' }, tokenOf('bob'))).json()) as { id: string };
    await expectError(send('POST', api(), { feedback: 'Pretending to be Bob.', email: 'bob@example.com' }, tokenOf('eve')), 403, /own review/);
    await expectError(send('POST', api(), { feedback: 'Pretending to be Bob.', userName: 'bob Placeholder' }, tokenOf('eve')), 403, /own review/);
    await expectError(send('PUT', `${api()}/${mine.id}`, { feedback: 'Overwriting Bob.' }, tokenOf('eve')), 403, /own review/);
    await expectError(fetch(`${api()}?email=bob@example.com`, { headers: { Authorization: `Bearer ${tokenOf('eve')}` } }), 403, /your own review/);
    await expectError(fetch(`${api()}?email=bob@example.com`), 401, /Sign in/);
    const found = await fetch(`${api()}?email=BOB@example.com`, { headers: { Authorization: `Bearer ${tokenOf('bob')}` } });
    expect(await found.json()).toMatchObject({ id: mine.id, feedback: 'Bob writes this one.', rating: 3 });
  });

  it('answers malformed requests with clear 4xx errors', async () => {
    const token = tokenOf('cat');
    await expectError(send('POST', api(), '{"feedback": ', token), 400, /not valid JSON/);
    await expectError(send('POST', api(), '[1,2]', token), 400, /JSON object/);
    await expectError(send('POST', api(), 'null', token), 400, /JSON object/);
    await expectError(send('POST', api(), { feedback: 'Fine text here.', admin: true }, token), 400, /Unknown field "admin"/);
    await expectError(send('POST', api(), { feedback: 'Fine text here.' }, token, 'text/plain'), 415, /JSON/);
    await expectError(send('POST', api(), { feedback: 'Fine text here.' }, token, 'application/json-patch+json'), 415, /JSON/);
    await expectError(send('POST', api(), { feedback: 'Fine text here.' }, token, 'application/jsonx'), 415, /JSON/);
    await expectError(send('POST', api(), { feedback: 'x'.repeat(40_000) }, token), 413, /larger than/);
    await expectError(send('POST', api(), { feedback: 'Fine text here.' }, 'forged'), 401, /invalid or has expired/);
    await expectError(
      fetch(api(), { method: 'POST', headers: { Authorization: 'Basic abc', 'Content-Type': 'application/json' }, body: '{}' }),
      401,
      /no ID token/,
    );
    await expectError(send('PUT', `${api()}/no-such-id`, { feedback: 'Fine text here.' }, token), 404, /No such review/);
    await expectError(send('PUT', `${api()}/%E0%A4%A`, { feedback: 'Fine text here.' }, token), 404, /No such review/);
    await expectError(send('DELETE', api(), '', token), 405, /^Use GET, HEAD or POST$/);
    await expectError(fetch(`${api()}/events`, { method: 'POST' }), 405, /GET/);
    // Below the collection only {id} is a route: anything else is not there, whatever the method.
    for (const target of ['/', '/events/', '/a/b', '/events/x']) {
      await expectError(fetch(`${api()}${target}`), 404, /^Not found$/);
      await expectError(send('PUT', `${api()}${target}`, { feedback: 'Fine text here.' }, token), 404, /^Not found$/);
    }
    await expectError(fetch(`${api()}/some-id`), 405, /^Use PUT$/);
    const noEmail = await send('POST', api(), { feedback: 'No email on the token.' }, 'ok|dan||');
    await expectError(noEmail, 403, /no email address/);
    expect(await (await fetch(`${server.url}/nonsenseActive`)).text()).toBe('ok');
  });

  it('refuses control characters, broken text and blank text with 400 and keeps the review as it was', async () => {
    const token = tokenOf('nul');
    const mine = (await (await send('POST', api(), { feedback: 'The first good review.', rating: 2 }, token)).json()) as { id: string };
    const control = /^Feedback must not contain control characters/;
    await expectError(send('POST', api(), { feedback: `abc\u0000${'d'.repeat(17)}`, rating: 5 }, token), 400, control);
    await expectError(send('POST', api(), { feedback: `ten chars!\u0000${'x'.repeat(10)}`, rating: 5 }, token), 400, control);
    await expectError(send('PUT', `${api()}/${mine.id}`, { feedback: `bell\u0007${'x'.repeat(10)}` }, token), 400, control);
    const broken = /^Feedback must be valid text/;
    await expectError(send('POST', api(), { feedback: '\udc00'.repeat(3000), rating: 4 }, token), 400, broken);
    await expectError(send('POST', api(), { feedback: 'ok\ud83dok text here', rating: 4 }, token), 400, broken);
    const blank = /^Feedback must have some visible text/;
    await expectError(send('POST', api(), { feedback: '\n'.repeat(10), rating: 5 }, token), 400, blank);
    await expectError(send('POST', api(), { feedback: ' '.repeat(10), rating: 5 }, token), 400, blank);
    await expectError(send('PUT', `${api()}/${mine.id}`, { feedback: '\u200b'.repeat(10) }, token), 400, blank);
    const found = await fetch(`${api()}?email=nul@example.com`, { headers: { Authorization: `Bearer ${token}` } });
    expect(await found.json()).toMatchObject({ id: mine.id, feedback: 'The first good review.', rating: 2 });
    const kept = await send('POST', api(), { feedback: 'Two lines,\r\nand a\ttab.', rating: 4 }, token);
    expect(await kept.json()).toMatchObject({ id: mine.id, feedback: 'Two lines,\r\nand a\ttab.' });
  });

  it('accepts application/json with parameters, in any case', async () => {
    for (const type of ['application/json; charset=utf-8', 'Application/JSON', 'application/json ; charset="UTF-8"']) {
      expect((await send('POST', api(), { feedback: `Sent as ${type}.` }, tokenOf('typed'), type)).status).toBeLessThan(300);
    }
  });

  it('cuts a long name from the token by characters, never inside an emoji', async () => {
    const name = `${'x'.repeat(199)}😀`;
    const token = `ok|long|long@example.com||${encodeURIComponent(`${name} and more`)}`;
    const saved = (await (await send('POST', api(), { feedback: 'A long name wrote this.' }, token)).json()) as Record<string, unknown>;
    expect(saved.userName).toBe(name);
  });

  it('answers a CORS preflight for allowed origins only', async () => {
    const allowed = await fetch(api(), { method: 'OPTIONS', headers: { Origin: 'https://allowed.example' } });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://allowed.example');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('Authorization');
    const other = await fetch(api(), { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lists the latest without emails, and streams the list as server-sent events', async () => {
    const list = (await (await fetch(api())).json()) as Record<string, unknown>[];
    expect(list.length).toBeGreaterThan(0);
    for (const review of list) expect(review).not.toHaveProperty('email');
    const stream = await fetch(`${api()}/events`);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body?.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (reader && !text.includes('\n\n', text.indexOf('event: reviews'))) text += decoder.decode((await reader.read()).value);
    expect(text).toContain('event: reviews\ndata: [');
    await reader?.cancel();
  });
});
