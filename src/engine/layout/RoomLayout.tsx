import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A visualizer inside the realtime room's section: the stage (and pseudocode beside it when there is room), then the transport and settings; the room is the page around it. */
export function RoomLayout({ stage, settings, aside }: { stage: ReactNode; settings?: ReactNode; aside: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: aside ? 'minmax(0, 1fr) minmax(18rem, 24rem)' : 'minmax(0, 1fr)' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>{stage}</Box>
        {aside}
      </Box>
      {settings && (
        <Box component="section" aria-label="Settings" sx={{ bgcolor: 'background.paper', borderRadius: 2, p: { xs: 1.5, sm: 2 } }}>
          {settings}
        </Box>
      )}
    </Box>
  );
}
