import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import type { Extras } from '../session/familyAdapter';
import { FilmStagesProvider } from '../video/filmStages';
import { CardSlider } from './CardSlider';
import { EmbedLayout } from './EmbedLayout';
import { FormHeader } from './FormHeader';
import { HowItWorks } from './HowItWorks';
import { type CodeSource, PseudocodePanel } from './PseudocodePanel';
import { type PageItem, usePageServices } from './pageServices';
import { RoomLayout } from './RoomLayout';
import { StageBeside } from './StageBeside';

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
  /** The page hook's result: the engine shows what it owns of the page from it (the pseudocode beside the stage). */
  page?: PageView;
}

/** What the layout reads of a page: its session, or the race of it and a rival. */
export interface PageView {
  readonly session: object | null;
  readonly race: { readonly sides: readonly object[]; readonly names: readonly string[] } | null;
}

function isCodeSource(source: object | null | undefined): source is CodeSource<Extras> {
  return !!source && 'pseudocode' in source && 'store' in source;
}

/** The sessions whose pseudocode the page shows: the page's run, or each side of a race; none for a family without pseudocode. */
function codeSourcesOf(page: PageView | undefined): CodeSource<Extras>[] {
  if (!page) return [];
  const sources = (page.race ? page.race.sides : [page.session]).filter(isCodeSource);
  return sources.length > 0 && sources[0]!.pseudocode().length > 0 ? sources : [];
}

/** The pseudocode panels beside the stage: one for the page's run, or one a side for a race. */
function CodePanels({ page, sources }: { page: PageView; sources: readonly CodeSource<Extras>[] }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      {sources.map((source, side) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a race has two sides, always in this order
        <PseudocodePanel key={side} source={source} title={page.race?.names[side]} />
      ))}
    </Box>
  );
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
      <CardSlider
        label={`More ${family.title}`}
        cards={family.siblings}
        randomAnimations
        liveHref={(sibling) => family.siblingHref(sibling, window.location.hash)}
      />
    </>
  );
});

const Footer = memo(function Footer() {
  const { Footer: SiteFooter } = usePageServices();
  return SiteFooter && <SiteFooter />;
});

/** The common visualizer page of spec §2: title header, animation, settings, footer with siblings. */
export function VisualizerLayout(props: Props) {
  // Its stages, for the page's 'Download video' (engine/video).
  return (
    <FilmStagesProvider family={props.item.family} value={props.item.value}>
      <ChromeLayout {...props} />
    </FilmStagesProvider>
  );
}

function ChromeLayout({ item, children, settings, about, howItWorks, page }: Props) {
  const { chrome } = usePageServices();
  const sources = codeSourcesOf(page);
  const aside = page && sources.length > 0 && <CodePanels page={page} sources={sources} />;
  if (chrome === 'embed') return <EmbedLayout item={item} stage={children} settings={settings} aside={aside || null} />;
  if (chrome === 'room') return <RoomLayout stage={children} settings={settings} aside={aside || null} />;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PageHeader item={item} />
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flex: 1, outline: 'none', px: { xs: 1, sm: 3 }, py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <StageBeside aside={aside}>{children}</StageBeside>
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
