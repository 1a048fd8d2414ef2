import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * A part of the server (health, reviews, room signalling). The app server asks each in turn
 * to handle a request or a WebSocket upgrade; the first that answers true owns it.
 */
export interface ServerFeature {
  name: string;
  handleRequest?(req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean>;
  /** Return true if this feature took the upgrade (it then owns the socket). */
  handleUpgrade?(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  close?(): void | Promise<void>;
}
