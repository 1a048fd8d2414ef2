/**
 * A route part with its percent escapes decoded, or as it stands when they are malformed: wouter
 * has already decoded the path once (decodeURI), so a link to `…/100%25` arrives here as `100%`,
 * and decoding that again threw during render and blanked the whole app.
 */
export function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
