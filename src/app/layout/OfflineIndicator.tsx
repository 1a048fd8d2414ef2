import CloudOff from '@mui/icons-material/CloudOffOutlined';
import Box from '@mui/material/Box';
import { useOnline } from '../../services/connectivity';

export const OFFLINE = 'Offline';

/**
 * The header's 'Offline' (issue 51) while the browser has no network. The status region is
 * always there and only its words come and go, so a screen reader announces the change.
 */
export function OfflineIndicator() {
  const online = useOnline();
  return (
    <Box role="status" data-testid="offline-indicator" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'warning.main', fontWeight: 600, fontSize: '0.875rem', whiteSpace: 'nowrap' }}>
      {!online && (
        <>
          <CloudOff fontSize="small" aria-hidden />
          {OFFLINE}
        </>
      )}
    </Box>
  );
}
