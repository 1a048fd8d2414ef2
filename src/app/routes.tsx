import { lazy, Suspense, useLayoutEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { type FamilyId, families, findItem } from './catalogue/catalogue';
import { VisualizerRoute } from './catalogue/VisualizerRoute';
import { titles, useDocumentTitle } from './documentTitle';
import { PageLoading } from './PageLoading';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { decodeSafely } from './routing/decodeSafely';
import { useFullHash } from './routing/hashLocation';
import { roomLinkParams } from './routing/roomLinkParams';
import { bootShellShown, removeBootShell } from './shell/bootShell';

const HomePage = lazy(() => import('../pages/HomePage'));
const ProjectsPage = lazy(() => import('../pages/ProjectsPage'));
const CvDisplayPage = lazy(() => import('../pages/CvDisplayPage'));
const CvDocumentPage = lazy(() => import('../pages/CvDocumentPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));
const RealtimePage = lazy(() => import('../realtime/RealtimePage'));

/** While the boot shell (src/main.tsx) still shows the page's chrome and 'Loading…', it is the fallback. */
function RouteLoading() {
  return bootShellShown() ? null : <PageLoading />;
}

/**
 * Rendered with the page, so it commits with it: the boot shell goes in the same commit that
 * draws the page's own chrome, and the screen never shows both, or neither.
 */
function BootShellHandoff() {
  useLayoutEffect(removeBootShell, []);
  return null;
}

/** A visualizer or game page under its catalogue title (VisualizerRoute finds the item the same way). */
function TitledVisualizerRoute({ family, value }: { family: FamilyId; value: string }) {
  useDocumentTitle(titles.visualizer(findItem(family, decodeSafely(value))?.type));
  return <VisualizerRoute family={family} value={value} />;
}

/**
 * The realtime page, with a share link's room id and password read from the raw hash
 * (roomLinkParams.ts says why). Both realtime routes render it, so following a link from one to
 * the other keeps the page, and a room it is in.
 */
function RoomLinkRoute() {
  const { roomId, roomPass } = roomLinkParams(useFullHash());
  return <RealtimePage roomId={roomId} roomPass={roomPass} />;
}

/** Every route of spec §2. */
export function AppRoutes() {
  const [location] = useLocation();
  return (
    <Suspense fallback={<RouteLoading />}>
      <RouteErrorBoundary resetKey={location}>
        <Switch>
          <Route path="/" component={HomePage} />
          <Route path="/projects" component={ProjectsPage} />
          <Route path="/cv" component={CvDisplayPage} />
          <Route path="/cv/1" component={CvDocumentPage} />
          {families.map(({ id }) => (
            <Route key={id} path={`/${id}/:value`}>
              {(params: { value: string }) => <TitledVisualizerRoute family={id} value={params.value} />}
            </Route>
          ))}
          <Route path="/realtimeapps" component={RoomLinkRoute} />
          <Route path="/realtimeapps/:roomId/:roomPass?" component={RoomLinkRoute} />
          <Route component={NotFoundPage} />
        </Switch>
      </RouteErrorBoundary>
      <BootShellHandoff />
    </Suspense>
  );
}
