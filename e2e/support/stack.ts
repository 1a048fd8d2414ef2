import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningServer, startAppServer } from '../../server/appServer';
import { loadConfig } from '../../server/config';
import { createFeatures } from '../../server/features';
import { setLogSilent } from '../../server/log';
import { startAuthEmulator } from '../../server/testing/authEmulator';
import { buildSite } from './buildSite';
import { chunkReport } from './chunkReport';

export interface Stack {
  baseUrl: string;
  distDir: string;
  /** JSON list of chunks and their modules (see chunkReport). */
  chunkReportPath: string;
  /** The Firebase Auth emulator the site and server use ("127.0.0.1:PORT") and its project. */
  authEmulatorHost: string;
  firebaseProjectId: string;
  stop(): Promise<void>;
}

/** Builds the site into a temp dir and serves it with the real server on a free loopback port. */
export async function startStack(): Promise<Stack> {
  const distDir = mkdtempSync(path.join(tmpdir(), 'portfolio-e2e-dist-'));
  const chunkReportPath = `${distDir}-chunks.json`;
  // Starts while the site builds; the server must know its address before it starts.
  const emulatorStarting = startAuthEmulator();
  emulatorStarting.catch(() => {});
  try {
    await buildSite(distDir, [chunkReport(chunkReportPath)]);
  } catch (error) {
    await (await emulatorStarting.catch(() => undefined))?.stop();
    throw error;
  }
  setLogSilent(true);
  const emulator = await emulatorStarting;
  // firebase-admin (token checks in this process) reads the emulator address from process.env.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  const authEnv = { FIREBASE_AUTH_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: emulator.projectId };
  // A fresh data dir per run: reviews written by browser tests never touch ./data.
  const dataDir = `${distDir}-data`;
  const config = { ...loadConfig({ ...process.env, PORT: '0', ...authEnv }), distDir, dataDir };
  const server: RunningServer = await startAppServer(config, await createFeatures(config));
  return {
    baseUrl: server.url,
    distDir,
    chunkReportPath,
    authEmulatorHost: emulator.host,
    firebaseProjectId: emulator.projectId,
    async stop() {
      await server.close();
      await emulator.stop();
      rmSync(distDir, { recursive: true, force: true });
      rmSync(chunkReportPath, { force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
