import type { IncomingMessage } from 'node:http';
import { HttpError } from '../http';

/** `application/json`, optionally with parameters (`; charset=utf-8`), and no other type. */
const JSON_CONTENT_TYPE = /^application\/json[ \t]*(;|$)/i;

/** Reads a JSON body of at most `limit` bytes; anything else is a 4xx, never a crash. */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const type = req.headers['content-type'] ?? '';
  if (!JSON_CONTENT_TYPE.test(type)) throw new HttpError(415, 'Send the review as JSON (Content-Type: application/json)');
  const tooLarge = () => new HttpError(413, `The request body is larger than ${limit} bytes`, { Connection: 'close' });
  if (Number(req.headers['content-length'] ?? 0) > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON');
  }
}
