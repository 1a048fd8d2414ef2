import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { createContext, Suspense, useContext, useEffect, useMemo } from 'react';
import { type CatalogueItem, findItem } from '../app/catalogue/catalogue';
import { visualizerPages } from '../app/catalogue/visualizerPages';
import { decodeSafely } from '../app/routing/decodeSafely';
import { PageServicesProvider } from '../engine/layout/pageServices';
import { visuallyHidden } from '../engine/layout/visuallyHidden';
import { QueryStoreProvider } from '../engine/url/queryStore';
import { StateNotes } from '../engine/url/StateNotes';
import { EmbedErrorBoundary } from './EmbedErrorBoundary';
import { readEmbedOptions } from './embedKeys';
import { hashWritten, siteUrlOf, useEmbedPart, useHash, useRoutePath } from './embedLocation';
import { embedQueryStore } from './embedQueryStore';
import { embedServices } from './embedServices';

/** `/{family}/{value}` of the embed's hash route, as the site's catalogue names it. */
function itemOf(path: string): CatalogueItem | undefined {
  const match = /^\/([^/]+)\/([^/]+)$/.exec(path);
  return match ? findItem(match[1]!, decodeSafely(match[2]!)) : undefined;
}

/** The site's list of visualizers and games, for an embed whose address names none. */
const siteProjects = () => `${window.location.origin}/#/projects`;

/**
 * The embed player (issue 49): one visualizer or game of the site from the same hash route and
 * state as the site's page, `/embed/#/{family}/{value}?{state}`, in the embed's chrome
 * (EmbedLayout). Nothing of the site around it: no navigator, header, footer, feedback, toasts or
 * sign-in (the page never reads or writes who is signed in).
 */
export function EmbedApp() {
  const path = useRoutePath();
  const item = itemOf(path);
  useEffect(() => {
    document.title = item ? item.type : 'Nothing to show';
  }, [item]);
  if (!item) return <UnknownRoute path={path} />;
  return <EmbeddedPage key={item.link} item={item} />;
}

/** Notes about the embed's own keys, shown in its footer. */
const EmbedNotes = createContext<readonly string[]>([]);

/** Each page keeps its state in a store of its own, made when it mounts (queryStore.ts). */
const makeStore = () => embedQueryStore(hashWritten);

function EmbeddedPage({ item }: { item: CatalogueItem }) {
  const embedPart = useEmbedPart();
  const { options, notes } = useMemo(() => readEmbedOptions(embedPart), [embedPart]);
  const { autoplay, loop, controls } = options;
  const services = useMemo(() => embedServices({ autoplay, loop, controls }, EmbedFooter), [autoplay, loop, controls]);
  const Page = visualizerPages[item.family];
  return (
    <PageServicesProvider value={services}>
      <QueryStoreProvider make={makeStore}>
        <EmbedNotes.Provider value={notes}>
          <EmbedErrorBoundary siteHref={siteProjects()}>
            <Suspense fallback={<Loading />}>
              <Page key={item.value} item={item} />
            </Suspense>
          </EmbedErrorBoundary>
        </EmbedNotes.Provider>
      </QueryStoreProvider>
    </PageServicesProvider>
  );
}

/** The link out of the frame, in a new tab: a site page in the frame would be refused (only the embed may be framed). */
function SiteLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener" data-testid="embed-site-link" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {children}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        (opens in a new tab)
      </Box>
    </Link>
  );
}

/** Under the embed: its own notes, and the full page with the same state ('Open on the site'), which follows the state as it changes. */
function EmbedFooter() {
  const notes = useContext(EmbedNotes);
  const hash = useHash();
  return (
    <Box component="footer" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'flex-end', columnGap: 2 }}>
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <StateNotes notes={notes} />
      </Box>
      <SiteLink href={siteUrlOf(window.location.origin, hash)}>Open on the site</SiteLink>
    </Box>
  );
}

function Loading() {
  return (
    <Typography role="status" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
      Loading…
    </Typography>
  );
}

/** An address that names no visualizer or game: said in words, with the way to the site's list. */
function UnknownRoute({ path }: { path: string }) {
  return (
    <Box
      component="main"
      id="main"
      data-testid="embed-unknown"
      sx={{ minHeight: '100dvh', boxSizing: 'border-box', display: 'grid', placeItems: 'center', p: 2, textAlign: 'center' }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'center', maxWidth: '28rem' }}>
        <Typography component="h1" variant="h6">
          Nothing to show here
        </Typography>
        <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {path && path !== '/'
            ? `“${path}” is not one of the site's visualizers or games.`
            : "This embed's address names none of the site's visualizers or games."}
        </Typography>
        <SiteLink href={siteProjects()}>Open the site</SiteLink>
      </Box>
    </Box>
  );
}
