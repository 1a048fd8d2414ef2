import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled, anchorable section: its id is what `#/page#id` scrolls to. */
export function PageSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} sx={{ px: { xs: 2, sm: 4 }, py: { xs: 3, sm: 4 } }}>
      <Typography id={`${id}-title`} variant="h4" component="h2" sx={{ fontWeight: 700, mb: 2, fontSize: { xs: '1.5rem', sm: '2rem' } }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
