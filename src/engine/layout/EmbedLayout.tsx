import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { PageItem } from './pageServices';

/** A visualizer framed by another site (the /embed/ entry): it fills its frame with the stage, the transport and the outcome. */
export function EmbedLayout({ item, stage, settings, aside }: { item: PageItem; stage: ReactNode; settings?: ReactNode; aside: ReactNode }) {
  return (
    <Box component="main" id="main" aria-label={item.type} sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 1 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: aside ? 'minmax(0, 1fr) minmax(16rem, 22rem)' : 'minmax(0, 1fr)' }, gap: 1, alignItems: 'start' }}>
        <Box sx={{ minWidth: 0 }}>{stage}</Box>
        {aside}
      </Box>
      {settings}
    </Box>
  );
}
