import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SiteFooter } from '../../app/layout/SiteFooter';
import { type CatalogueItem, findFamily, siblingsOf } from '../catalogue';
import { CardSlider } from '../CardSlider';
import { FormHeader } from './FormHeader';

interface Props {
  item: CatalogueItem;
  /** The animation area (bars, grid, board...). */
  children: ReactNode;
  /** The settings area below the animation. */
  settings?: ReactNode;
  /** Description and complexity tables shown in the footer. */
  about?: ReactNode;
}

/** The common visualizer page of spec §2: title header, animation, settings, footer with siblings. */
export function VisualizerLayout({ item, children, settings, about }: Props) {
  const family = findFamily(item.family);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <FormHeader title={item.type} backLink={family?.backLink} />
      <Box component="main" id="main" sx={{ flex: 1, px: { xs: 1, sm: 3 }, py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {children}
        {settings && (
          <Box component="section" aria-label="Settings" sx={{ bgcolor: 'background.paper', borderRadius: 2, p: { xs: 1.5, sm: 2 } }}>
            {settings}
          </Box>
        )}
        <Box component="section" aria-label="About this algorithm" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {about}
          <Typography variant="h6" component="h2">
            More {family?.title ?? ''}
          </Typography>
          <CardSlider label={`More ${family?.title ?? ''}`} cards={siblingsOf(item)} randomAnimations />
        </Box>
      </Box>
      <SiteFooter />
    </Box>
  );
}
