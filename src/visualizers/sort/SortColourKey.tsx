import Box from '@mui/material/Box';
import { memo } from 'react';
import type { SortAlgorithm } from '../../../workers/sort/sortTypes';
import { colourKeyFor } from './colourKey';

/**
 * What the stage's colours mean, under the bars: a swatch and a word each, wrapping at 360 px
 * (nothing else on the page says yellow is a compare or purple the pivot). It sits on the stage's own dark background, the one the
 * palette was chosen for. Memoised: it depends on the sort alone.
 */
export const SortColourKey = memo(function SortColourKey({ algorithm }: { algorithm: SortAlgorithm }) {
  return (
    <Box
      component="ul"
      aria-label="Colour key"
      data-testid="colour-key"
      sx={{ listStyle: 'none', m: 0, px: 0.5, pt: 0.5, display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25, color: 'text.secondary', fontSize: '0.8rem' }}
    >
      {colourKeyFor(algorithm).map(({ label, colour }) => (
        <Box component="li" key={label} data-colour={colour} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: colour, flex: 'none' }} />
          {label}
        </Box>
      ))}
    </Box>
  );
});
