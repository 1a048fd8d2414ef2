/** Spec §2/§9: the shared notepad's default text and how long typing must pause before sending. */
export const DEFAULT_NOTE = 'notepad';
export const NOTE_SEND_DELAY_MS = 1500;
/** A peer may not make us hold or render an unbounded text. */
export const MAX_NOTE_LENGTH = 100_000;

/** The note channel carries plain text; anything else from the peer is ignored (null). */
export function decodeNote(raw: unknown): string | null {
  return typeof raw === 'string' ? raw.slice(0, MAX_NOTE_LENGTH) : null;
}
