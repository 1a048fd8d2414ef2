import type { IncomingMessage, ServerResponse } from 'node:http';

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

/** Reads a JSON body of at most `limit` bytes; anything else is a 4xx, never a crash. */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const type = req.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, 'Send the review as JSON (Content-Type: application/json)');
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
