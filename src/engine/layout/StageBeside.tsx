import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * The stage column with the pseudocode panel beside it from 1200 px (`lg`), under it below:
 * one grid for the site's pages and the room's section, so both fold at the same width.
 *
 * The panel's column has a fixed width. Sized by its content (it was `minmax(18rem, 24rem)`),
 * it followed the variables' values, and every change of width resized the stage beside it
 * (a full redraw of its canvas) a few times a second during a run: at 4× the array search read
 * 43 fps against 55 with the panel hidden. Laid out and painted on its own (`contain`), the
 * panel's changes stay inside it.
 */
export function StageBeside({ aside, children }: { aside: ReactNode; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: aside ? 'minmax(0, 1fr) 24rem' : 'minmax(0, 1fr)' },
        gap: 2,
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>{children}</Box>
      {aside}
    </Box>
  );
}
