import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { EMBED_SIDE_PANEL } from './embedMedia';
import { type PageItem, usePageServices } from './pageServices';

/**
 * A visualizer framed by another site (the /embed/ entry, issue 49): it fills its frame with the
 * stage, the pseudocode beside it where there is room (embedMedia.ts), the transport under it
 * (the embed's reduced set: TransportControls) and the embed's footer ('Open on the site').
 * With `controls=0` (PageServices.controls false) only the stage and its outcome line, and the
 * footer. The stage's cell is a size container: the stage fills what the rest leaves it
 * (StageFrame), and scrolls where a board cannot shrink as far (a sudoku in 320×240).
 */
export function EmbedLayout({ item, stage, settings, aside }: { item: PageItem; stage: ReactNode; settings?: ReactNode; aside: ReactNode }) {
  const { controls = true, Footer } = usePageServices();
  const panel = controls && aside;
  return (
    <Box
      component="main"
      id="main"
      aria-label={item.type}
      sx={{ height: '100dvh', boxSizing: 'border-box', overflow: 'auto', display: 'flex', flexDirection: 'column', gap: 1, p: 1 }}
    >
      <Box
        sx={{
          flex: '1 1 0',
          minHeight: 120,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gridTemplateRows: 'minmax(0, 1fr)',
          gap: 1,
          [EMBED_SIDE_PANEL]: panel ? { gridTemplateColumns: 'minmax(0, 1fr) minmax(14rem, 20rem)' } : {},
        }}
      >
        <Box
          data-testid="embed-stage"
          sx={{ containerType: 'size', minWidth: 0, minHeight: 0, overflow: 'auto', display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {stage}
        </Box>
        {panel && <Box sx={{ display: 'none', minHeight: 0, overflow: 'auto', [EMBED_SIDE_PANEL]: { display: 'block' } }}>{aside}</Box>}
      </Box>
      {controls && settings}
      {Footer && <Footer />}
    </Box>
  );
}
