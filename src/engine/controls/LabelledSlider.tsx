import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A label beside its control on wide screens, above it on a phone. */
export function LabelledSlider({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '9rem 1fr' }, alignItems: 'center', columnGap: 2 }}>
      <Typography variant="body2">{label}</Typography>
      <Box sx={{ px: 1.5 }}>{children}</Box>
    </Box>
  );
}
