import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { CatalogueItem, FamilyId } from './catalogue';

type VisualizerPage = LazyExoticComponent<ComponentType<{ item: CatalogueItem }>>;

const pending: VisualizerPage = lazy(() => import('./PendingVisualizer'));

/**
 * Which page draws each family. Each is its own lazy chunk, so Pixi and the workers load
 * only when a visualizer is opened, never with the home page.
 */
export const visualizerPages: Record<FamilyId, VisualizerPage> = {
  sortvisualizer: lazy(() => import('./sort/SortVisualizerPage')),
  searchvisualizer: pending,
  equationevaluationvisualizer: pending,
  processschedulervisualizer: pending,
  games: pending,
};
