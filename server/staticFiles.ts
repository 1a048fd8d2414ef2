import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { requestTarget } from './http';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

async function fileAt(file: string): Promise<Stats | undefined> {
  try {
    const s = await stat(file);
    return s.isFile() ? s : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the built site. Routing is hash-based, so only `/` needs index.html; any other
 * missing path is a real 404. Paths are resolved inside `root` only (no `..` escapes).
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
  const relative = pathname === '/' ? 'index.html' : pathname.slice(1);
  const file = path.resolve(root, relative);
  if (file !== root && !file.startsWith(root + path.sep)) return false;
  const info = await fileAt(file);
  if (!info) return false;

  const hashed = relative.startsWith('assets/');
  res.writeHead(200, {
    'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': info.size,
    // Vite fingerprints everything under assets/, so it can be cached for good.
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  createReadStream(file).pipe(res);
  return true;
}
