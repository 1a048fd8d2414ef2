import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { type CatalogueItem, families, type FamilyId } from './catalogue';

type VisualizerPage = LazyExoticComponent<ComponentType<{ item: CatalogueItem }>>;

/**
 * Each family's page as a lazy component, made once from the catalogue's loaders: its own
 * chunk, so Pixi and the workers load only when a visualizer is opened.
 */
export const visualizerPages = Object.fromEntries(families.map((family) => [family.id, lazy(family.loadPage)])) as Record<FamilyId, VisualizerPage>;
