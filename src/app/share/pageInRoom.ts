import { navigate } from '../routing/hashLocation';

/**
 * 'Share my page' (issue 50): a visualizer page hands its link to the realtime room, which opens
 * it in its Visualizer section once the visitor is in a room. Kept for this tab only (the room
 * allows one tab), and taken once: a later visit to the room starts without it.
 */
const KEY = 'realtime:sharedPage';

export function openPageInRoom(link: string): void {
  try {
    sessionStorage.setItem(KEY, link);
  } catch {
    // Storage refused (a private window's quota): the room opens without the page.
  }
  navigate('/realtimeapps');
}

/** The link 'Share my page' left for the room, removed as it is read; null when there is none. */
export function takeSharedPage(): string | null {
  try {
    const link = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return link;
  } catch {
    return null;
  }
}
