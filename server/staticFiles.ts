import { constants } from 'node:fs';
import { type FileHandle, open, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { requestTarget } from './http';
import { log } from './log';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The file opened for reading, with its size, or undefined when there is no such file. Opened
 * before anything is answered, and measured through the open handle: a file removed or replaced
 * in between (a rebuild) is then a plain 404, not a failed read after a 200.
 */
async function openFile(file: string): Promise<{ handle: FileHandle; size: number } | undefined> {
  let handle: FileHandle | undefined;
  try {
    // Non-blocking: opening a FIFO for reading would otherwise wait for a writer for ever.
    handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK);
    const info = await handle.stat();
    if (info.isFile()) return { handle, size: info.size };
  } catch {
    // No such file, or not readable: not found either way.
  }
  await handle?.close().catch(() => {});
  return undefined;
}

/** Whether `dir` is a folder with a page of its own (`index.html`). */
async function isPageFolder(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory() && (await stat(path.join(dir, 'index.html'))).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves the built site. Routing is hash-based, so a path ending in `/` is its folder's
 * index.html (`/`, and `/embed/`, the embed player's page), and that folder without the slash is
 * sent there; any other missing path is a real 404. Paths are resolved inside `root` only (no
 * `..` escapes).
 */
export async function serveStatic(root: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  let pathname: string;
  try {
    pathname = decodeURIComponent(requestTarget(req.url).path);
  } catch {
    return false;
  }
  if (pathname.includes('\0')) return false;
  // `*` names no file; `//x` keeps its second slash below, so it resolves outside `root`.
  if (!pathname.startsWith('/')) return false;
  const relative = pathname.endsWith('/') ? `${pathname.slice(1)}index.html` : pathname.slice(1);
  const file = path.resolve(root, relative);
  if (file !== root && !file.startsWith(root + path.sep)) return false;
  const opened = await openFile(file);
  if (!opened) {
    if (file === root || !(await isPageFolder(file))) return false;
    // `/embed` → `/embed/`: the page's relative URLs and the embed's iframe code name the folder.
    const query = requestTarget(req.url).query.toString();
    res.writeHead(301, { Location: `${encodeURI(pathname)}/${query ? `?${query}` : ''}`, 'Content-Length': 0 }).end();
    return true;
  }

  const hashed = relative.startsWith('assets/');
  res.writeHead(200, {
    'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': opened.size,
    // Vite fingerprints everything under assets/, so it can be cached for good. Anything else,
    // the service worker's /sw.js included, is asked again each time: a new build is seen at once.
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (req.method === 'HEAD') {
    await opened.handle.close();
    res.end();
    return true;
  }
  // A read that fails once the 200 is out (a disk error) can only cut the answer short: pipeline
  // destroys the response, so the client sees a broken transfer, and the error is logged here
  // (unhandled, a stream's 'error' ended the whole server). It also closes the file when the
  // client goes away mid-transfer.
  pipeline(opened.handle.createReadStream(), res, (error) => {
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') log('error', 'static_read_failed', { path: relative, message: error.message });
  });
  return true;
}
