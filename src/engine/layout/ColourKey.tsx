import Box from '@mui/material/Box';
import { memo } from 'react';

export interface ColourKeyEntry {
  label: string;
  /** CSS colour ('#ffd54f'), read from the renderer's own palette (cssColour). */
  colour: string;
}

/** A renderer's palette entry (0xffd54f) as CSS ('#ffd54f'), so a key and its stage share one colour. */
export const cssColour = (rgb: number) => `#${rgb.toString(16).padStart(6, '0')}`;

/**
 * What a stage's colours mean, under it: a swatch and a word each, wrapping at 360 px (nothing
 * else on the page says which colour is which). It sits on the stage's own dark background, the
 * one the palettes were chosen for. Memoised: a page passes entries that change with its
 * algorithm alone, never with the run.
 */
export const ColourKey = memo(function ColourKey({ entries }: { entries: readonly ColourKeyEntry[] }) {
  return (
    <Box
      component="ul"
      aria-label="Colour key"
      data-testid="colour-key"
      sx={{
        listStyle: 'none',
        m: 0,
        px: 0.5,
        pt: 0.5,
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 1.5,
        rowGap: 0.25,
        color: 'text.secondary',
        fontSize: '0.8rem',
      }}
    >
      {entries.map(({ label, colour }) => (
        <Box component="li" key={label} data-colour={colour} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: colour, flex: 'none' }} />
          {label}
        </Box>
      ))}
    </Box>
  );
});
