import { enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { navigate } from '../../app/routing/hashLocation';
import { broadcastHealth, useBroadcastActive } from '../../services/broadcastHealth';

export const SERVER_INACTIVE_TEXT = 'Server Inactive: You can verify with status';

/**
 * Spec §6/§8: the room needs an active broadcast server. The app-wide flag is false until its
 * first check answers, so on a direct visit we ask the monitor to check now before sending the
 * user away; a server found up turns the app-wide flag on (the Projects page's status too).
 */
export function useServerGuard(): boolean {
  const active = useBroadcastActive();
  useEffect(() => {
    if (active) return;
    let cancelled = false;
    void broadcastHealth.checkNow().then((up) => {
      if (cancelled || up) return;
      enqueueSnackbar(SERVER_INACTIVE_TEXT, { variant: 'error' });
      navigate('/projects#realtimeapps');
    });
    return () => {
      cancelled = true;
    };
  }, [active]);
  return active;
}
