import type { ServerFeature } from './feature';
import { methodNotAllowed, requestTarget, sendError } from './http';

/**
 * `GET /nonsenseActive` (spec §7): 200 means the broadcast server is up. The body says
 * nothing about internal state. Any origin may ask, since the site may be hosted elsewhere.
 */
export const healthFeature: ServerFeature = {
  name: 'health',
  handleRequest(req, res) {
    if (requestTarget(req.url).path !== '/nonsenseActive') return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendError(res, methodNotAllowed(['GET', 'HEAD']));
      return true;
    }
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : 'ok');
    return true;
  },
};
