import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { families } from '../../app/catalogue/catalogue';
import { siteServices } from '../../app/catalogue/siteServices';
import { visualizerPages } from '../../app/catalogue/visualizerPages';
import { PageLoading } from '../../app/PageLoading';
import { RouteErrorBoundary } from '../../app/RouteErrorBoundary';
import { copyLink } from '../../app/share/copyLink';
import { takeSharedPage } from '../../app/share/pageInRoom';
import { type PageServices, PageServicesProvider } from '../../engine/layout/pageServices';
import { QueryStoreProvider } from '../../engine/url/queryStore';
import type { RoomSession } from '../room/roomSession';
import { itemOfRoute, parseVisualizerLink, siteLinkOf } from './visualizerLink';
import { createVisualizerSync, type VisualizerSync } from './visualizerSync';

const NOT_A_LINK = 'Not a visualizer link of this site';

/**
 * The room's Visualizer section (issue 50): one of the site's visualizer pages, the same page
 * component as on the site, kept in step with the other member's over the `visualizer` channel.
 * Shown while in a room: leaving it (Exit, a lost connection) unmounts the page and its run.
 */
export function VisualizerSection({ session, me, peers }: { session: RoomSession; me: string; peers: number }) {
  const [sync] = useState(() => createVisualizerSync(me, (data) => session.broadcast('visualizer', data)));
  const [, setVersion] = useState(0);
  useEffect(() => sync.subscribe(() => setVersion((v) => v + 1)), [sync]);
  // After every render, the page's own effects have run (children first): an input the other
  // member sent is loaded, and the playback that came after it may be applied.
  useEffect(() => sync.settled());
  useEffect(() => {
    const offMessage = session.onChannelMessage('visualizer', (_from, data) => sync.receive(data));
    const offOpen = session.onChannelOpen('visualizer', (_peer, _send, initiator) => sync.channelOpen(initiator));
    return () => {
      offMessage();
      offOpen();
      sync.dispose();
    };
  }, [session, sync]);
  useEffect(() => {
    if (peers === 0) sync.peerLeft();
  }, [peers, sync]);
  useEffect(() => {
    const shared = takeSharedPage();
    const page = shared && parseVisualizerLink(shared);
    if (page) sync.open(page);
  }, [sync]);

  const page = sync.getPage();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Watch a visualizer together: either of you may pick one, paste a link or drive it, and both screens follow.
      </Typography>
      <Chooser sync={sync} />
      {page ? (
        <RoomPageView sync={sync} />
      ) : (
        <Typography data-testid="visualizer-none" sx={{ color: 'text.secondary' }}>
          No visualizer open yet.
        </Typography>
      )}
    </Box>
  );
}

/** The picker for family and value, and the 'Visualizer link' field. */
function Chooser({ sync }: { sync: VisualizerSync }) {
  const page = sync.getPage();
  const [link, setLink] = useState('');
  const [error, setError] = useState('');
  const openLink = () => {
    const parsed = parseVisualizerLink(link);
    if (!parsed) return setError(NOT_A_LINK);
    setError('');
    setLink('');
    sync.open(parsed);
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <TextField
        select
        label="Visualizer"
        size="small"
        value={page?.item.link ?? ''}
        onChange={(e) => {
          const item = itemOfRoute(e.target.value);
          if (item) sync.open({ item, query: '' });
        }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: { xs: '100%', sm: 260 } }}
      >
        <option value="" disabled>
          Pick one
        </option>
        {families.map((family) => (
          <optgroup key={family.id} label={family.title}>
            {family.items.map((item) => (
              <option key={item.link} value={item.link}>
                {item.type}
              </option>
            ))}
          </optgroup>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flex: 1, minWidth: { xs: '100%', sm: 320 } }}>
        <TextField
          label="Visualizer link"
          size="small"
          value={link}
          error={!!error}
          helperText={error || 'Paste a link from a visualizer page of this site'}
          onChange={(e) => {
            setLink(e.target.value);
            setError('');
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') openLink();
          }}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <Button variant="outlined" onClick={openLink}>
          Open
        </Button>
      </Box>
    </Box>
  );
}

/** The family's own page, its state in the section's store, its chrome the room's. */
function RoomPageView({ sync }: { sync: VisualizerSync }) {
  const page = sync.getPage();
  const services = useMemo<PageServices>(
    () => ({
      chrome: 'room',
      familyOf: siteServices.familyOf,
      Footer: null,
      wrapDriver: sync.wrapDriver,
      // The page's Share copies the site's link to what the section shows, not the room's address.
      copyLink: () => {
        const shown = sync.getPage();
        return shown ? copyLink(siteLinkOf(window.location.origin, { item: shown.item, query: sync.currentQuery() })) : Promise.resolve();
      },
    }),
    [sync],
  );
  if (!page) return null;
  const Page = visualizerPages[page.item.family];
  return (
    <Box data-testid="room-visualizer" data-route={page.item.link} sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {page.item.type}
      </Typography>
      <PageServicesProvider value={services}>
        <QueryStoreProvider make={sync.makeStore}>
          <RouteErrorBoundary resetKey={String(page.generation)}>
            <Suspense fallback={<PageLoading />}>
              <Page key={page.generation} item={page.item} />
            </Suspense>
          </RouteErrorBoundary>
        </QueryStoreProvider>
      </PageServicesProvider>
    </Box>
  );
}
