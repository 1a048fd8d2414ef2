/**
 * Initial JavaScript of the site's two pages, what the browser loads before any interaction:
 * the home route's (the entry chunk, the app's chunk — src/app/start.tsx, which the entry, a
 * small boot that paints the shell, imports at once on every route — and the home page's chunk)
 * and the embed player's (its entry, src/embed/main.tsx, issue 49), each with all they import
 * statically. Shared by the bundle browser test (e2e/bundle.e2e.ts) and the benchmark's
 * first-paint row (goal 5, and issue 49's check that the embed loads less than the home route).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type ChunkInfo, staticClosure } from '../e2e/support/chunkReport';

/** The entry chunk of a page whose script is `module` (the build has one entry per page). */
function entryOf(chunks: ChunkInfo[], module: string): ChunkInfo | undefined {
  return chunks.find((c) => c.isEntry && c.moduleIds.some((id) => id.endsWith(module)));
}

function closure(chunks: ChunkInfo[], starts: ChunkInfo[]): ChunkInfo[] {
  const all = new Map(starts.flatMap((start) => staticClosure(chunks, start)).map((c) => [c.fileName, c]));
  return [...all.values()];
}

export function homeInitialChunks(chunks: ChunkInfo[]): ChunkInfo[] {
  const entry = entryOf(chunks, 'src/main.tsx');
  const app = chunks.find((c) => c.facadeModuleId?.endsWith('src/app/start.tsx'));
  const home = chunks.find((c) => c.facadeModuleId?.endsWith('src/pages/HomePage.tsx'));
  if (!entry || !app || !home) throw new Error('build has no entry, no app (src/app/start.tsx) or no HomePage chunk');
  return closure(chunks, [entry, app, home]);
}

/** The embed player's entry and what it imports statically (its page's chunks come after, as the site's do). */
export function embedInitialChunks(chunks: ChunkInfo[]): ChunkInfo[] {
  const entry = entryOf(chunks, 'src/embed/main.tsx');
  if (!entry) throw new Error('build has no embed entry (src/embed/main.tsx)');
  return closure(chunks, [entry]);
}

/** Bytes of the chunks once gzipped (each file on its own, as a server sends them). */
export function gzippedBytes(distDir: string, chunks: ChunkInfo[]): number {
  return chunks.reduce((sum, c) => sum + gzipSync(readFileSync(path.join(distDir, c.fileName))).length, 0);
}
