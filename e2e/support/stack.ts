import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { type RunningServer, startAppServer } from '../../server/appServer';
import { loadConfig } from '../../server/config';
import { createFeatures } from '../../server/features';
import { setLogSilent } from '../../server/log';
import { chunkReport } from './chunkReport';

export interface Stack {
  baseUrl: string;
  distDir: string;
  /** JSON list of chunks and their modules (see chunkReport). */
  chunkReportPath: string;
  stop(): Promise<void>;
}

/** Builds the site into a temp dir and serves it with the real server on a free loopback port. */
export async function startStack(): Promise<Stack> {
  const distDir = mkdtempSync(path.join(tmpdir(), 'portfolio-e2e-dist-'));
  const chunkReportPath = `${distDir}-chunks.json`;
  await build({
    logLevel: 'warn',
    plugins: [chunkReport(chunkReportPath)],
    build: { outDir: distDir, emptyOutDir: true, sourcemap: false },
  });
  setLogSilent(true);
  const config = { ...loadConfig({ ...process.env, PORT: '0' }), distDir };
  const server: RunningServer = await startAppServer(config, await createFeatures(config));
  return {
    baseUrl: server.url,
    distDir,
    chunkReportPath,
    async stop() {
      await server.close();
      rmSync(distDir, { recursive: true, force: true });
      rmSync(chunkReportPath, { force: true });
    },
  };
}
