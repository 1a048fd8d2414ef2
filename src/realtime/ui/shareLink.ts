/** Spec §7: {origin}/#/realtimeapps/{roomId}[/{pass}]. */
export function shareLink(origin: string, roomId: string, roomPass: string): string {
  const pass = roomPass ? `/${encodeURIComponent(roomPass)}` : '';
  return `${origin}/#/realtimeapps/${encodeURIComponent(roomId)}${pass}`;
}
