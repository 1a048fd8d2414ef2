import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerClientError } from './clientErrors';
import type { ServerConfig } from './config';
import type { ServerFeature } from './feature';
import { healthFeature } from './health';
import { requestTarget } from './http';
import { log } from './log';
import { applySecurityHeaders, headersFor, rawHeaderLines, responseHeaders } from './securityHeaders';
import { serveStatic } from './staticFiles';

export interface RunningServer {
  server: Server;
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Why the server could not listen, in words that say what to do (`server/main.ts` logs it). */
function listenError(error: NodeJS.ErrnoException, config: Pick<ServerConfig, 'port' | 'host'>): Error {
  const where = `port ${config.port} on ${config.host}`;
  if (error.code === 'EADDRINUSE') return new Error(`${where} is already in use: stop whatever is using it or set PORT to another port`);
  if (error.code === 'EACCES') return new Error(`not allowed to listen on ${where}: choose a PORT above 1023`);
  if (error.code === 'EADDRNOTAVAIL') return new Error(`cannot listen on ${where}: HOST is not an address of this machine`);
  return new Error(`cannot listen on ${where}: ${error.message}`);
}

/**
 * How often Node looks for requests past their headers or request timeout: a slow client is
 * cut off at most this long after its deadline.
 */
const TIMEOUT_CHECK_MS = 250;

/**
 * One process, one port: the built site, the health check and every feature's HTTP and
 * WebSocket endpoints. Features are tried in order; unknown paths get 404 and unknown
 * upgrade paths are refused.
 */
export async function startAppServer(config: ServerConfig, extraFeatures: ServerFeature[] = []): Promise<RunningServer> {
  const features = [healthFeature, ...extraFeatures];
  const sets = responseHeaders(config);
  const headers = sets.site;
  const timeouts = config.http;
  const options = {
    headersTimeout: timeouts.headersTimeoutMs,
    requestTimeout: timeouts.requestTimeoutMs,
    connectionsCheckingInterval: TIMEOUT_CHECK_MS,
  };
  const server = createServer(options, async (req, res) => {
    // First, so every answer below (and every feature's, error or not) carries them: the embed
    // player's page its own (other sites may frame it), everything else the site's.
    const own = headersFor(sets, req);
    applySecurityHeaders(res, own);
    try {
      for (const feature of features) {
        if (await feature.handleRequest?.(req, res)) return;
      }
      if (await serveStatic(config.distDir, req, res)) return;
      // No embed page in this build: a 404 no other site may frame.
      if (own !== headers) applySecurityHeaders(res, headers);
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    } catch (error) {
      log('error', 'request_failed', { path: requestTarget(req.url).path, message: String((error as Error)?.message ?? error) });
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    }
  });

  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;

  server.on('upgrade', (req, socket, head) => {
    socket.on('error', () => socket.destroy());
    for (const feature of features) {
      if (feature.handleUpgrade?.(req, socket, head)) return;
    }
    socket.end(`HTTP/1.1 404 Not Found\r\nConnection: close\r\n${rawHeaderLines(headers)}\r\n`);
  });
  server.on('clientError', (error, socket) => answerClientError(error, socket, headers));

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(listenError(error, config)));
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;

  return {
    server,
    url,
    port,
    async close() {
      for (const feature of features) await feature.close?.();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
