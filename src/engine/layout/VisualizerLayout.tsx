import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { CardSlider } from './CardSlider';
import { FormHeader } from './FormHeader';
import { type PageItem, usePageServices } from './pageServices';

export type { PageItem };

interface Props {
  item: PageItem;
  /** The animation area (bars, grid, board...). */
  children: ReactNode;
  /** The settings area below the animation. */
  settings?: ReactNode;
  /** Description and complexity tables shown in the footer. */
  about?: ReactNode;
}

/**
 * The parts of the page that depend on the item alone. Memoised: a visualizer page re-renders
 * whenever its URL state changes (a new input, a replay), and re-rendering the sibling cards,
 * header and footer then cost more than the rest of the page at 4× CPU throttle (Play waited
 * for it). The same item renders the same parts, so they are skipped.
 */
const PageHeader = memo(function PageHeader({ item }: { item: PageItem }) {
  return <FormHeader title={item.type} backLink={usePageServices().familyOf(item).backLink || undefined} />;
});

const SiblingCards = memo(function SiblingCards({ item }: { item: PageItem }) {
  const family = usePageServices().familyOf(item);
  return (
    <>
      <Typography variant="h6" component="h2">
        More {family.title}
      </Typography>
      <CardSlider label={`More ${family.title}`} cards={family.siblings} randomAnimations liveHref={(sibling) => family.siblingHref(sibling, window.location.hash)} />
    </>
  );
});

const Footer = memo(function Footer() {
  const { Footer: SiteFooter } = usePageServices();
  return SiteFooter && <SiteFooter />;
});

/** The common visualizer page of spec §2: title header, animation, settings, footer with siblings. */
export function VisualizerLayout({ item, children, settings, about }: Props) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PageHeader item={item} />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none', px: { xs: 1, sm: 3 }, py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {children}
        {settings && (
          <Box component="section" aria-label="Settings" sx={{ bgcolor: 'background.paper', borderRadius: 2, p: { xs: 1.5, sm: 2 } }}>
            {settings}
          </Box>
        )}
        <Box component="section" aria-label="About this algorithm" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {about}
          <SiblingCards item={item} />
        </Box>
      </Box>
      <Footer />
    </Box>
  );
}
