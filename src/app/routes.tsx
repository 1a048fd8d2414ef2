import { lazy, Suspense, useLayoutEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { families } from '../visualizers/catalogue';
import { VisualizerRoute } from '../visualizers/VisualizerRoute';
import { PageLoading } from './PageLoading';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { decodeSafely } from './routing/decodeSafely';
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
              {(params: { value: string }) => <VisualizerRoute family={id} value={params.value} />}
            </Route>
          ))}
          <Route path="/realtimeapps">{() => <RealtimePage />}</Route>
          <Route path="/realtimeapps/:roomId/:roomPass?">
            {(params: { roomId: string; roomPass?: string }) => (
              <RealtimePage roomId={decodeSafely(params.roomId)} roomPass={params.roomPass && decodeSafely(params.roomPass)} />
            )}
          </Route>
          <Route component={NotFoundPage} />
        </Switch>
      </RouteErrorBoundary>
      <BootShellHandoff />
    </Suspense>
  );
}
