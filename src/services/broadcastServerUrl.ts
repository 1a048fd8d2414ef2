/**
 * Where the broadcast server lives (spec §7). By default the same origin that serves the
 * site, since one process runs both; `VITE_BROADCAST_SERVER_URL` points elsewhere.
 */
export function broadcastServerUrl(): string {
  const configured = import.meta.env.VITE_BROADCAST_SERVER_URL as string | undefined;
  return (configured || window.location.origin).replace(/\/+$/, '');
}

/** The WebSocket form of the same address (spec §7: http converted to ws). */
export function broadcastSocketUrl(): string {
  return broadcastServerUrl().replace(/^http/, 'ws');
}
