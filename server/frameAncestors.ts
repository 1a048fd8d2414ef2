/**
 * Who may frame the embed player (`/embed/`, issue 49): EMBED_FRAME_ANCESTORS, a CSP source list
 * for its `frame-ancestors`. Every other response keeps `frame-ancestors 'self'`
 * (contentSecurityPolicy.ts), so this list never opens the rest of the site to framing.
 */

/** Unset or blank: any site may embed the player. */
export const DEFAULT_EMBED_FRAME_ANCESTORS = ['*'];

/** `https:`: a scheme alone. */
const SCHEME_SOURCE = /^[a-z][a-z0-9+.-]*:$/i;
/**
 * `https://example.com`, `*.example.com:8443`, `https://example.com/course/`: CSP's host-source
 * (an optional scheme, a host or a `*.` wildcard of one, an optional port, an optional path).
 * No quotes, commas, semicolons or spaces can pass it, so the list cannot end the directive or
 * start another one in the header.
 */
const HOST_SOURCE =
  /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(?:\d{1,5}|\*))?(?:\/[A-Za-z0-9\-._~!$&'()*+=:@%/]*)?$/i;

function isSource(token: string): boolean {
  return token === '*' || token === "'self'" || SCHEME_SOURCE.test(token) || (HOST_SOURCE.test(token) && !token.includes("'"));
}

/**
 * The list as given (sources separated by spaces or commas), or the default. `'none'` stands
 * alone (nobody may frame the player). Anything else that is not a source stops start-up with
 * a message naming it.
 */
export function parseEmbedFrameAncestors(raw: string | undefined): string[] {
  const tokens = (raw ?? '').split(/[\s,]+/).filter(Boolean);
  if (tokens.length === 0) return [...DEFAULT_EMBED_FRAME_ANCESTORS];
  if (tokens.includes("'none'")) {
    if (tokens.length > 1) throw new Error(`EMBED_FRAME_ANCESTORS: 'none' must stand alone, got "${raw}"`);
    return tokens;
  }
  const bad = tokens.find((token) => !isSource(token));
  if (bad !== undefined) {
    throw new Error(
      `EMBED_FRAME_ANCESTORS must be a list of CSP sources (* or 'self' or https: or https://example.com, separated by spaces or commas), got "${bad}"`,
    );
  }
  return tokens;
}
