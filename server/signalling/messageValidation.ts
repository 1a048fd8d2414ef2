import type { ClientMessage, IceCandidate, SessionDescription } from '../../src/realtime/protocol/signalling';

/**
 * Turns one WebSocket frame from a client into a ClientMessage, or a reason it was refused.
 * The result is rebuilt field by field from what was checked, so nothing else the sender put
 * in (a forged `from`, extra keys, prototype tricks) can reach the peer.
 */
export const MAX_SDP_LENGTH = 32 * 1024;
const MAX_CANDIDATE_LENGTH = 2048;
const MAX_SHORT_FIELD_LENGTH = 256;
const MAX_SOCKET_ID_LENGTH = 64;

export type ParsedMessage = { ok: true; message: ClientMessage } | { ok: false; error: string };

const fail = (error: string): ParsedMessage => ({ ok: false, error: `Invalid message: ${error}` });

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(value: unknown): value is string | null | undefined {
  return value === undefined || value === null || (typeof value === 'string' && value.length <= MAX_SHORT_FIELD_LENGTH);
}

function sessionDescription(value: unknown, expected: 'offer' | 'answer'): SessionDescription | string {
  if (!isPlainObject(value)) return `${expected} must be an object`;
  if (value.type !== expected) return `${expected}.type must be '${expected}'`;
  if (typeof value.sdp !== 'string') return `${expected}.sdp must be a string`;
  if (value.sdp.length > MAX_SDP_LENGTH) return `${expected}.sdp is longer than ${MAX_SDP_LENGTH} characters`;
  return { type: expected, sdp: value.sdp };
}

function iceCandidate(value: unknown): IceCandidate | string {
  if (!isPlainObject(value)) return 'candidate must be an object';
  const { candidate, sdpMid, sdpMLineIndex, usernameFragment } = value;
  if (typeof candidate !== 'string' || candidate.length > MAX_CANDIDATE_LENGTH) return 'candidate.candidate must be a short string';
  if (!optionalString(sdpMid)) return 'candidate.sdpMid must be a short string or null';
  if (!optionalString(usernameFragment)) return 'candidate.usernameFragment must be a short string or null';
  const validIndex =
    sdpMLineIndex === undefined ||
    sdpMLineIndex === null ||
    (Number.isInteger(sdpMLineIndex) && (sdpMLineIndex as number) >= 0 && (sdpMLineIndex as number) < 1024);
  if (!validIndex) return 'candidate.sdpMLineIndex must be a small non-negative integer or null';
  const result: IceCandidate = { candidate };
  if (sdpMid !== undefined) result.sdpMid = sdpMid;
  if (sdpMLineIndex !== undefined) result.sdpMLineIndex = sdpMLineIndex as number | null;
  if (usernameFragment !== undefined) result.usernameFragment = usernameFragment;
  return result;
}

/**
 * JSON.parse makes `__proto__` an ordinary own key, harmless until some code merges the object;
 * refusing it (and its friends) anywhere in the message is simpler than proving nobody will.
 * The walk is iterative (a 64 KiB message can nest thousands deep) and much cheaper than a
 * JSON.parse reviver, which would run for every value of every relayed message.
 */
function hasForbiddenKey(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
      continue;
    }
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) return true;
      pending.push((value as Record<string, unknown>)[key]);
    }
  }
  return false;
}

function parseJson(text: string): { value: unknown } | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return hasForbiddenKey(value) ? undefined : { value };
  } catch {
    return undefined;
  }
}

export function parseClientMessage(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): ParsedMessage {
  if (isBinary) return fail('binary frames are not accepted, send JSON text');
  const text = Buffer.isBuffer(data)
    ? data.toString('utf8')
    : Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.from(data).toString('utf8');
  const parsed = parseJson(text);
  if (!parsed) return fail('not valid JSON, or it uses a reserved key');
  const value = parsed.value;
  if (!isPlainObject(value)) return fail('must be a JSON object');
  if ('from' in value) return fail("'from' is set by the server");
  const { to, type } = value;
  if (typeof to !== 'string' || to === '' || to.length > MAX_SOCKET_ID_LENGTH) return fail("'to' must be a socket id");

  switch (type) {
    case 'offer': {
      const offer = sessionDescription(value.offer, 'offer');
      return typeof offer === 'string' ? fail(offer) : { ok: true, message: { to, type, offer } };
    }
    case 'answer': {
      const answer = sessionDescription(value.answer, 'answer');
      return typeof answer === 'string' ? fail(answer) : { ok: true, message: { to, type, answer } };
    }
    case 'ice-candidate': {
      const candidate = iceCandidate(value.candidate);
      return typeof candidate === 'string' ? fail(candidate) : { ok: true, message: { to, type, candidate } };
    }
    default:
      return fail("type must be 'offer', 'answer' or 'ice-candidate'");
  }
}
