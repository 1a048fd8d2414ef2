import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { POLICY_VIOLATION, SIGNALLING_PATH } from '../../src/realtime/protocol/signalling';
import { startAppServer } from '../appServer';
import { loadConfig } from '../config';
import { createFeatures } from '../features';
import { setLogSilent } from '../log';
import { ADMISSION_ERRORS } from './admission';
import { DEFAULT_SIGNALLING_LIMITS } from './limits';
import { roomUrl, TestClient } from './testSupport';

it('is part of the server that npm start runs: room sockets on the site port, tokens verified', async () => {
  setLogSilent(true);
  const temp = mkdtempSync(path.join(tmpdir(), 'signalling-wiring-'));
  const config = loadConfig({ PORT: '0', DIST_DIR: temp, DATA_DIR: temp });
  const running = await startAppServer(config, await createFeatures(config));
  try {
    const wsUrl = running.url.replace('http', 'ws');
    expect(SIGNALLING_PATH).toBe('/');
    const client = new TestClient(roomUrl(wsUrl, { uid: 'someone', roomId: 'wired-room', idToken: 'garbage', roomPass: '', createRoom: true }));
    expect(await client.next('error')).toEqual({ type: 'error', message: ADMISSION_ERRORS.badToken });
    expect((await client.closed).code).toBe(POLICY_VIOLATION);
  } finally {
    await running.close();
  }
});

it('reads the limits from WS_* variables and refuses malformed ones at start-up', () => {
  expect(loadConfig({}).signalling).toEqual(DEFAULT_SIGNALLING_LIMITS);
  const limits = loadConfig({ WS_MAX_PAYLOAD_BYTES: '1024', WS_MAX_CONNECTIONS_PER_IP: '2', WS_HEARTBEAT_MS: '5000' }).signalling;
  expect(limits).toMatchObject({ maxPayloadBytes: 1024, maxConnectionsPerIp: 2, heartbeatMs: 5000 });
  expect(() => loadConfig({ WS_MESSAGE_BURST: '0' })).toThrow(/WS_MESSAGE_BURST must be a positive integer/);
  expect(() => loadConfig({ WS_MESSAGES_PER_SECOND: 'lots' })).toThrow(/WS_MESSAGES_PER_SECOND/);
});
