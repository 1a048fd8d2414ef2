import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { families } from '../visualizers/catalogue';
import { VisualizerRoute } from '../visualizers/VisualizerRoute';
import { PageLoading } from './PageLoading';

const HomePage = lazy(() => import('../pages/HomePage'));
const ProjectsPage = lazy(() => import('../pages/ProjectsPage'));
const CvDisplayPage = lazy(() => import('../pages/CvDisplayPage'));
const CvDocumentPage = lazy(() => import('../pages/CvDocumentPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));
const RealtimePage = lazy(() => import('../realtime/RealtimePage'));

/** Every route of spec §2. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
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
            <RealtimePage roomId={decodeURIComponent(params.roomId)} roomPass={params.roomPass && decodeURIComponent(params.roomPass)} />
          )}
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
