import { enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { navigate } from '../../app/routing/hashLocation';

export const TAB_CHANNEL = 'real-time-app';
export const SECOND_TAB_TEXT = 'Only one tab should be open for realtime collaboration';

type TabMessage = 'anyone-there' | 'here';

/**
 * Spec §7/§8: a second open tab of the realtime page is sent home. The newcomer asks, a tab
 * already open answers, so the tab that may be in a call is never the one interrupted.
 * Skipped in development (the Vite dev server), where hot reload and StrictMode remounts would
 * trip it. MODE rather than DEV: DEV follows NODE_ENV, which test runners set to 'test', and
 * a site built there must still behave like the deployed one.
 */
export function useSingleTab(enabled = import.meta.env.MODE !== 'development') {
  useEffect(() => {
    if (!enabled || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(TAB_CHANNEL);
    channel.onmessage = (event: MessageEvent<TabMessage>) => {
      if (event.data === 'anyone-there') channel.postMessage('here' satisfies TabMessage);
      if (event.data === 'here') {
        channel.onmessage = null;
        enqueueSnackbar(SECOND_TAB_TEXT, { variant: 'warning' });
        navigate('/');
      }
    };
    channel.postMessage('anyone-there' satisfies TabMessage);
    return () => channel.close();
  }, [enabled]);
}
