/**
 * A visualizer page keeps its state in the query part of its hash route:
 * `#/{family}/{value}?key=value&…` (the engine issue's URL contract).
 */
export function splitHash(hash: string): { path: string; query: string } {
  const body = hash.replace(/^#/, '');
  const at = body.indexOf('?');
  return at < 0 ? { path: body, query: '' } : { path: body.slice(0, at), query: body.slice(at + 1) };
}

export function readHashQuery(): URLSearchParams {
  return new URLSearchParams(splitHash(window.location.hash).query);
}

/** `#{path}?{query}`, with commas left readable (`values=3,1,2`): they need no escaping in a query. */
export function hashWithQuery(path: string, query: URLSearchParams): string {
  const text = query.toString().replace(/%2C/gi, ',');
  return text ? `#${path}?${text}` : `#${path}`;
}

/** Rewrites the query in place: no history entry (a slider drag must not fill the back button). */
export function replaceHashQuery(query: URLSearchParams): void {
  const { path } = splitHash(window.location.hash);
  const next = hashWithQuery(path, query);
  if (next !== window.location.hash) history.replaceState(history.state, '', next);
}

/** What Share copies: `{origin}/#/{route}?{state}`. */
export function shareUrlOfPage(): string {
  const { path, query } = splitHash(window.location.hash);
  return `${window.location.origin}/#${path}${query ? `?${query}` : ''}`;
}
