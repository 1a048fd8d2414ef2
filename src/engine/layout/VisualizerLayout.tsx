import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { CardSlider } from './CardSlider';
import { FormHeader } from './FormHeader';
import { HowItWorks } from './HowItWorks';
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
  /** The page's rules, conventions and editing help: a 'How this page works' disclosure beside the description. */
  howItWorks?: ReactNode;
  /** Beside the stage on wide screens, under it on a phone (the pseudocode panel). */
  aside?: ReactNode;
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
export function VisualizerLayout({ item, children, settings, about, howItWorks, aside }: Props) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PageHeader item={item} />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none', px: { xs: 1, sm: 3 }, py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: aside ? 'minmax(0, 1fr) minmax(18rem, 24rem)' : 'minmax(0, 1fr)' }, gap: 2, alignItems: 'start' }}>
          <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>{children}</Box>
          {aside}
        </Box>
        {settings && (
          <Box component="section" aria-label="Settings" sx={{ bgcolor: 'background.paper', borderRadius: 2, p: { xs: 1.5, sm: 2 } }}>
            {settings}
          </Box>
        )}
        <Box component="section" aria-label="About this algorithm" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {about}
          {howItWorks && <HowItWorks>{howItWorks}</HowItWorks>}
          <SiblingCards item={item} />
        </Box>
      </Box>
      <Footer />
    </Box>
  );
}
