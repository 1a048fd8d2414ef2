import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { StageBeside } from './StageBeside';

/** A visualizer inside the realtime room's section: the stage (and pseudocode beside it when there is room), then the transport and settings; the room is the page around it. */
export function RoomLayout({ stage, settings, aside }: { stage: ReactNode; settings?: ReactNode; aside: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <StageBeside aside={aside}>{stage}</StageBeside>
      {settings && (
        <Box component="section" aria-label="Settings" sx={{ bgcolor: 'background.paper', borderRadius: 2, p: { xs: 1.5, sm: 2 } }}>
          {settings}
        </Box>
      )}
    </Box>
  );
}
