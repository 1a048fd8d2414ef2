/** Spec §2/§9: the shared notepad's default text and how long typing must pause before sending. */
export const DEFAULT_NOTE = 'notepad';
export const NOTE_SEND_DELAY_MS = 1500;
/**
 * The note travels whole in one data-channel message (Chrome caps those at 256 KiB): 50 000
 * characters stay under that even if every one takes 4 bytes. Also bounds what a peer can send.
 */
export const MAX_NOTE_LENGTH = 50_000;

/** The note channel carries plain text; anything else from the peer is ignored (null). */
export function decodeNote(raw: unknown): string | null {
  return typeof raw === 'string' ? raw.slice(0, MAX_NOTE_LENGTH) : null;
}
