import Box from '@mui/material/Box';
import { useOnline } from '../../services/connectivity';
import { OFFLINE } from './messages';

/**
 * The header's 'Offline' (issue 51) while the browser has no network. The status region is
 * always there and only its word comes and goes, so a screen reader announces the change. A
 * word and no icon: this is on every page's first load (the home route's JavaScript budget).
 */
export function OfflineIndicator() {
  const online = useOnline();
  return (
    <Box
      role="status"
      data-testid="offline-indicator"
      sx={{
        order: { xs: 1, sm: 0 },
        flexBasis: { xs: '100%', sm: 'auto' },
        textAlign: 'right',
        color: 'warning.main',
        fontWeight: 600,
        fontSize: '0.875rem',
        whiteSpace: 'nowrap',
        pb: { xs: online ? 0 : 0.5, sm: 0 },
      }}
    >
      {online ? '' : OFFLINE}
    </Box>
  );
}
