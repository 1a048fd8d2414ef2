import { enqueueSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { navigate } from '../../app/routing/hashLocation';
import { useBroadcastActive } from '../../services/broadcastHealth';
import { broadcastServerUrl } from '../../services/broadcastServerUrl';

export const SERVER_INACTIVE_TEXT = 'Server Inactive: You can verify with status';

/**
 * Spec §6/§8: the room needs an active broadcast server. The app-wide flag is false until its
 * first check answers, so on a direct visit we ask once ourselves before sending the user away.
 */
export function useServerGuard(): boolean {
  const flag = useBroadcastActive();
  const [probed, setProbed] = useState(false);
  useEffect(() => {
    if (flag) return;
    let cancelled = false;
    fetch(`${broadcastServerUrl()}/nonsenseActive`, { cache: 'no-store' })
      .then((r) => r.status === 200)
      .catch(() => false)
      .then((ok) => {
        if (cancelled) return;
        if (ok) return setProbed(true);
        enqueueSnackbar(SERVER_INACTIVE_TEXT, { variant: 'error' });
        navigate('/projects#realtimeapps');
      });
    return () => {
      cancelled = true;
    };
  }, [flag]);
  return flag || probed;
}
