/**
 * A visualizer page keeps its state in the query part of its hash route:
 * `#/{family}/{value}?key=value&…` (the engine issue's URL contract).
 */
export function splitHash(hash: string): { path: string; query: string } {
  const body = hash.replace(/^#/, '');
  const at = body.indexOf('?');
  return at < 0 ? { path: body, query: '' } : { path: body.slice(0, at), query: body.slice(at + 1) };
}

/** A query's keys and values, and where a '+' in it may have meant a space, that reading too. */
export interface QueryReading {
  params: URLSearchParams;
  /** The same query with every '+' read as a space; null when no '+' was in doubt. */
  spaced: URLSearchParams | null;
}

/**
 * Reads a query's text. A '+' is a space to form encoders (URLSearchParams, Python's urlencode),
 * which write a plus itself as %2B, but a plus to a person typing a link (`expr=2+3`) and to
 * percent-encoders such as encodeURIComponent, which write a space as %20. So a query with a %2B
 * in it is a form's; in any other a '+' reads as a plus, with the form's reading offered beside
 * it for a field that can tell which one makes sense (an expression: `expr=2+3+*` is the postfix
 * `2 3 *`).
 */
export function readQuery(text: string): QueryReading {
  if (!text.includes('+') || /%2B/i.test(text)) return { params: new URLSearchParams(text), spaced: null };
  return { params: new URLSearchParams(text.replaceAll('+', '%2B')), spaced: new URLSearchParams(text) };
}

export function readHashQuery(): QueryReading {
  return readQuery(splitHash(window.location.hash).query);
}

/**
 * A query as the page writes it: spaces as %20 (never '+', which a hand-edited link reads as a
 * plus) and commas left readable (`values=3,1,2`: they need no escaping in a query).
 */
export function queryText(query: URLSearchParams): string {
  return query.toString().replaceAll('+', '%20').replace(/%2C/gi, ',');
}

/** `#{path}?{query}`, the query written by `queryText`. */
export function hashWithQuery(path: string, query: URLSearchParams): string {
  const text = queryText(query);
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

/** A route path as a link's href: routing is hash-based (spec §2). */
export function hrefOf(path: string): string {
  return `#${path}`;
}
