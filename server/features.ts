import { authConfigFeature } from './auth/authConfigFeature';
import type { ServerConfig } from './config';
import type { ServerFeature } from './feature';

/**
 * The server's features beyond the health check and static files, built from configuration.
 * `server/main.ts` and the browser-test stack both start the server through this list, so a
 * feature added here is live in `npm start` and in every browser test.
 */
export async function createFeatures(config: ServerConfig): Promise<ServerFeature[]> {
  const features: ServerFeature[] = [authConfigFeature(config)];
  return features;
}
