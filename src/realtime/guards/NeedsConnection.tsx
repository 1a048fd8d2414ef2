import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useOnline } from '../../services/connectivity';
import { REALTIME_NEEDS_CONNECTION } from './messages';

/**
 * The realtime entry opened with no network (issue 51): it says so and does nothing else (no
 * login overlay, no server check, no redirect), and goes on once the network is back. Only the
 * entry waits: a network lost later leaves a room that is already open to its own handling.
 */
export function NeedsConnection({ children }: { children: ReactNode }) {
  const online = useOnline();
  const [reachedOnline, setReachedOnline] = useState(online);
  if (online && !reachedOnline) setReachedOnline(true);
  if (online || reachedOnline) return <>{children}</>;
  return (
    <Typography role="status" data-testid="realtime-offline" sx={{ px: { xs: 2, sm: 4 }, pt: 2, color: 'text.secondary' }}>
      {REALTIME_NEEDS_CONNECTION}
    </Typography>
  );
}
