import type { ServerResponse } from 'node:http';

/** A request's path and query exactly as sent (README: Server). */
export interface RequestTarget {
  /** Still percent-encoded; `//x/api` stays `//x/api`, never a host `x` and a path `/api`. */
  path: string;
  query: URLSearchParams;
}

/**
 * The one reading of `req.url` every feature uses. `new URL(url, base)` would take a path
 * beginning with `//` for a host (`//x/api/reviews` would become `/api/reviews`), so the
 * origin-form target is split as it is: path up to `?`, query up to `#`. Only an absolute-form
 * target (`GET http://host/path`, which proxies send) is parsed as a URL, as HTTP says.
 */
export function requestTarget(url: string | undefined): RequestTarget {
  let target = url ?? '/';
  if (!target.startsWith('/') && URL.canParse(target) && /^https?:/i.test(target)) {
    const absolute = new URL(target);
    target = `${absolute.pathname}${absolute.search}`;
  }
  const end = target.indexOf('#');
  if (end !== -1) target = target.slice(0, end);
  const start = target.indexOf('?');
  return start === -1
    ? { path: target, query: new URLSearchParams() }
    : { path: target.slice(0, start), query: new URLSearchParams(target.slice(start + 1)) };
}

/** A refusal with the status and message the client sees as `{ "error": message }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

export function sendError(res: ServerResponse, error: HttpError) {
  sendJson(res, error.status, { error: error.message }, error.headers);
}

/**
 * The one 405 of the server: `Allow` lists the methods and the body says the same in words
 * (`{ "error": "Use GET or HEAD" }`). Wherever GET is allowed, HEAD is too.
 */
export function methodNotAllowed(allowed: readonly string[]): HttpError {
  const words = allowed.length > 1 ? `${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}` : allowed[0];
  return new HttpError(405, `Use ${words}`, { Allow: allowed.join(', ') });
}
