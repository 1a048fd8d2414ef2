import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkDraft } from '../../src/services/reviews/reviewRules';
import { type ClientAddress, socketAddress } from '../clientAddress';
import type { ServerFeature } from '../feature';
import { HttpError, methodNotAllowed, requestTarget, sendError, sendJson } from '../http';
import { log } from '../log';
import { ConnectionsPerIp } from '../signalling/connectionLimit';
import { DEFAULT_SIGNALLING_LIMITS } from '../signalling/limits';
import { authenticate, type VerifyToken } from './authenticate';
import { readJsonBody } from './httpReply';
import { createReviewEvents, streamHeaders } from './reviewEvents';
import type { ReviewNews } from './reviewNews';
import { openReviewStore, type ReviewAuthor } from './reviewStore';

export const REVIEWS_PATH = '/api/reviews';
/** 3000 characters of text can take 4 bytes each, and JSON escapes can take 6. */
export const REVIEW_BODY_LIMIT = 32 * 1024;
/** Fields a client may send; the rest of a review comes from its token and the clock. */
const ALLOWED_FIELDS = new Set(['feedback', 'rating']);
/** Identity fields are tolerated only when they repeat the token; otherwise it is someone else. */
const identityFields = (author: ReviewAuthor): Record<string, string> => ({
  email: author.email.toLowerCase(),
  userName: author.name,
  profilePic: author.picture,
  uid: author.uid,
});

export interface ReviewsFeatureOptions {
  dataDir: string;
  verify: VerifyToken;
  /** Origins (besides the site's own) that may call the API from a browser. */
  allowedOrigins?: string[];
  /**
   * Open live streams per client IP, so one client cannot take every slot of the stream's
   * global cap. The server passes its per-IP connection limit (`WS_MAX_CONNECTIONS_PER_IP`).
   */
  maxStreamsPerIp?: number;
  /** Who a request comes from, for the stream limit and logs; default: the socket's peer. */
  clientAddress?: ClientAddress;
  /**
   * Cluster mode (REDIS_URL): tells the other nodes of this node's writes and hears of theirs,
   * so every node's live streams get a review within a second. Closed with the feature.
   */
  news?: ReviewNews;
  /** Injected in tests to move time past a review's expiry. */
  now?: () => number;
}

export const TOO_MANY_STREAMS = 'Too many live feedback streams from your address; close some tabs and try again';

export interface ReviewsFeature extends ServerFeature {
  close(): Promise<void>;
}

/**
 * The embedded review store over HTTP (README: Reviews API):
 * GET /api/reviews (latest), GET /api/reviews?email= (own review, signed in),
 * GET /api/reviews/events (live, server-sent events), POST /api/reviews (create or replace
 * your review), PUT /api/reviews/{id} (replace your review by id).
 */
export function createReviewsFeature(options: ReviewsFeatureOptions): ReviewsFeature {
  const store = openReviewStore(options.dataDir, options.now);
  const events = createReviewEvents(() => store.latest());
  // Another node wrote to the shared store: push the list as after a write of our own.
  options.news?.listen(() => events.publish(store.latest()));
  const allowed = new Set(options.allowedOrigins ?? []);
  const clientIp = options.clientAddress ?? socketAddress;
  const streamsPerIp = new ConnectionsPerIp(options.maxStreamsPerIp ?? DEFAULT_SIGNALLING_LIMITS.maxConnectionsPerIp);

  function corsHeaders(req: IncomingMessage): Record<string, string> {
    const origin = req.headers.origin;
    return origin && allowed.has(origin) ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {};
  }

  async function readDraft(req: IncomingMessage, author: ReviewAuthor) {
    const body = await readJsonBody(req, REVIEW_BODY_LIMIT);
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      const own = identityFields(author);
      for (const [key, value] of Object.entries(body)) {
        if (Object.hasOwn(own, key)) {
          const given = key === 'email' && typeof value === 'string' ? value.toLowerCase() : value;
          if (given !== own[key]) throw new HttpError(403, 'You can only write your own review: name, email and picture come from your sign-in');
        } else if (!ALLOWED_FIELDS.has(key)) {
          throw new HttpError(400, `Unknown field "${key}": send only feedback and rating`);
        }
      }
    }
    const checked = checkDraft(body);
    if (!checked.ok) throw new HttpError(400, checked.message);
    return checked.draft;
  }

  async function write(req: IncomingMessage, res: ServerResponse, id: string | null) {
    const author = await authenticate(req, options.verify);
    if (id !== null) {
      const target = store.findById(id);
      if (!target) throw new HttpError(404, 'No such review');
      if (target.email.toLowerCase() !== author.email.toLowerCase()) throw new HttpError(403, 'You can only replace your own review');
    }
    const draft = await readDraft(req, author);
    const existed = store.findByEmail(author.email) !== null;
    const saved = store.upsert(author, draft);
    events.publish(store.latest());
    options.news?.announce();
    log('info', 'review_saved', { replaced: existed });
    sendJson(res, existed ? 200 : 201, saved, corsHeaders(req));
  }

  async function route(req: IncomingMessage, res: ServerResponse, pathname: string, query: URLSearchParams) {
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        ...corsHeaders(req),
        'Access-Control-Allow-Methods': 'GET, POST, PUT',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type',
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    if (pathname === `${REVIEWS_PATH}/events`) {
      if (method === 'HEAD') {
        // What GET would answer, without taking a slot for a stream that never gets a body.
        res.writeHead(200, streamHeaders(corsHeaders(req))).end();
        return;
      }
      if (method !== 'GET') throw methodNotAllowed(['GET', 'HEAD']);
      const ip = clientIp(req);
      if (!streamsPerIp.tryAcquire(ip)) {
        log('warn', 'stream_refused', { ip, reason: 'too many streams from this address' });
        throw new HttpError(429, TOO_MANY_STREAMS, { 'Retry-After': '30' });
      }
      if (!events.subscribe(res, corsHeaders(req))) {
        streamsPerIp.release(ip);
        throw new HttpError(503, 'Too many listeners; try again later', { 'Retry-After': '30' });
      }
      res.once('close', () => streamsPerIp.release(ip));
      return;
    }
    if (pathname === REVIEWS_PATH) {
      if (method === 'POST') return write(req, res, null);
      // HEAD is GET without the body (Node leaves the body out of a HEAD answer).
      if (method !== 'GET' && method !== 'HEAD') throw methodNotAllowed(['GET', 'HEAD', 'POST']);
      const email = query.get('email');
      if (email === null) return sendJson(res, 200, store.latest(), corsHeaders(req));
      const author = await authenticate(req, options.verify);
      if (email.toLowerCase() !== author.email.toLowerCase()) throw new HttpError(403, 'You can only look up your own review');
      return sendJson(res, 200, store.findByEmail(author.email), corsHeaders(req));
    }
    const rawId = pathname.slice(REVIEWS_PATH.length + 1);
    // Only /api/reviews/{id} is a route below the collection: an empty id or a further segment
    // (`/api/reviews/events/`, a mistyped path) names nothing, so 'Use PUT' would be a wrong hint.
    if (rawId === '' || rawId.includes('/')) throw new HttpError(404, 'Not found');
    let id: string;
    try {
      id = decodeURIComponent(rawId);
    } catch {
      throw new HttpError(404, 'No such review');
    }
    if (method !== 'PUT') throw methodNotAllowed(['PUT']);
    return write(req, res, id);
  }

  return {
    name: 'reviews',
    handleRequest(req, res) {
      const { path, query } = requestTarget(req.url);
      if (path !== REVIEWS_PATH && !path.startsWith(`${REVIEWS_PATH}/`)) return false;
      return route(req, res, path, query).then(
        () => true,
        (error: unknown) => {
          // Cut off mid-body (the request deadline) or gone: nothing failed here and nobody is
          // left to answer (the deadline's 408 is already out).
          if (!(error instanceof HttpError) && req.destroyed && !req.complete) return true;
          if (!(error instanceof HttpError)) {
            log('error', 'review_request_failed', { message: String((error as Error)?.message ?? error) });
            error = new HttpError(500, 'The reviews service failed; try again');
          }
          if (!res.headersSent) sendError(res, error as HttpError);
          else res.end();
          return true;
        },
      );
    },
    async close() {
      await options.news?.close();
      events.close();
      store.close();
    },
  };
}
