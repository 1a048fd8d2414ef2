import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * The stage column with the pseudocode panel beside it from 1200 px (`lg`), under it below:
 * one grid for the site's pages and the room's section, so both fold at the same width.
 */
export function StageBeside({ aside, children }: { aside: ReactNode; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: aside ? 'minmax(0, 1fr) minmax(18rem, 24rem)' : 'minmax(0, 1fr)' },
        gap: 2,
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>{children}</Box>
      {aside}
    </Box>
  );
}
