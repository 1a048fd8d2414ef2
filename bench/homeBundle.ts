/**
 * The home route's initial JavaScript: the entry chunk, the app's chunk (src/app/start.tsx: the
 * entry, a small boot that paints the shell, imports it at once on every route) and the home
 * page's chunk, with all they import statically, i.e. what the browser loads before any
 * interaction. Shared by the bundle browser test (e2e/bundle.e2e.ts) and the benchmark's
 * first-paint row (goal 5).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type ChunkInfo, staticClosure } from '../e2e/support/chunkReport';

export function homeInitialChunks(chunks: ChunkInfo[]): ChunkInfo[] {
  const entry = chunks.find((c) => c.isEntry);
  const app = chunks.find((c) => c.facadeModuleId?.endsWith('src/app/start.tsx'));
  const home = chunks.find((c) => c.facadeModuleId?.endsWith('src/pages/HomePage.tsx'));
  if (!entry || !app || !home) throw new Error('build has no entry, no app (src/app/start.tsx) or no HomePage chunk');
  const all = new Map([entry, app, home].flatMap((start) => staticClosure(chunks, start)).map((c) => [c.fileName, c]));
  return [...all.values()];
}

/** Bytes of the chunks once gzipped (each file on its own, as a server sends them). */
export function gzippedBytes(distDir: string, chunks: ChunkInfo[]): number {
  return chunks.reduce((sum, c) => sum + gzipSync(readFileSync(path.join(distDir, c.fileName))).length, 0);
}
