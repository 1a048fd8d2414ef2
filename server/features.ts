import { authConfigFeature } from './auth/authConfigFeature';
import { createIdTokenVerifier } from './auth/verifyIdToken';
import { clientAddressFor } from './clientAddress';
import { createRedisReviewNews } from './cluster/redisReviewNews';
import { createRedisRooms } from './cluster/redisRooms';
import type { ServerConfig } from './config';
import type { ServerFeature } from './feature';
import { createReviewsFeature } from './reviews/reviewsFeature';
import { createSignallingFeature } from './signalling/signallingFeature';

/**
 * The server's features beyond the health check and static files, built from configuration.
 * `server/main.ts` and the browser-test stack both start the server through this list, so a
 * feature added here is live in `npm start` and in every browser test.
 */
export async function createFeatures(config: ServerConfig): Promise<ServerFeature[]> {
  // One verifier for every feature that checks who is calling: reviews and rooms trust the same project.
  const verify = createIdTokenVerifier({ projectId: config.firebaseProjectId, emulatorHost: config.authEmulatorHost });
  const { cluster, signalling } = config;
  // One reading of who the client is (TRUST_PROXY) for every per-IP rule and log line.
  const clientAddress = clientAddressFor(config.trustProxy);
  // Shared rooms only when asked for (REDIS_URL): the embedded default needs nothing running.
  const rooms = cluster
    ? await createRedisRooms({ ...cluster, passwordAttempts: signalling.passwordAttempts, passwordWindowMs: signalling.passwordWindowMs })
    : undefined;
  // Reviews written on one node reach the live streams of all (they share the SQLite file).
  const news = cluster ? await createRedisReviewNews(cluster) : undefined;
  return [
    authConfigFeature(config),
    createReviewsFeature({
      dataDir: config.dataDir,
      verify,
      allowedOrigins: config.allowedOrigins,
      // One per-IP limit for every long-lived connection: room sockets and live review streams.
      maxStreamsPerIp: signalling.maxConnectionsPerIp,
      clientAddress,
      news,
    }),
    createSignallingFeature({ verifyIdToken: verify, limits: signalling, allowedOrigins: config.allowedOrigins, rooms, clientAddress }),
  ];
}
