import type { Duplex } from 'node:stream';
import { type HeaderSet, rawHeaderLines } from './securityHeaders';

/** Node's own statuses for requests it cannot parse (its default clientError answers). */
function statusFor(code: string | undefined): string {
  if (code === 'HPE_HEADER_OVERFLOW') return '431 Request Header Fields Too Large';
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return '408 Request Timeout';
  return '400 Bad Request';
}

/**
 * Answers a request the HTTP parser refused. Node would answer it too, but without the
 * security headers: this is the one response that never reaches the request handler.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex, headers: HeaderSet): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(`HTTP/1.1 ${statusFor(error.code)}\r\nConnection: close\r\nContent-Length: 0\r\n${rawHeaderLines(headers)}\r\n`);
}
