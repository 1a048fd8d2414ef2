import { authConfigFeature } from './auth/authConfigFeature';
import { createIdTokenVerifier } from './auth/verifyIdToken';
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
  const features: ServerFeature[] = [authConfigFeature(config)];
  const verifyReviewer = createIdTokenVerifier({ projectId: config.firebaseProjectId, emulatorHost: config.authEmulatorHost });
  features.push(createReviewsFeature({ dataDir: config.dataDir, verify: verifyReviewer, allowedOrigins: config.allowedOrigins }));
  const verifyRoomMember = createIdTokenVerifier({ projectId: config.firebaseProjectId, emulatorHost: config.authEmulatorHost });
  features.push(createSignallingFeature({ verifyIdToken: verifyRoomMember, limits: config.signalling, allowedOrigins: config.allowedOrigins }));
  return features;
}
