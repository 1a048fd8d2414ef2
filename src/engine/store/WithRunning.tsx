import type { ReactNode } from 'react';
import type { Extras } from '../session/familyAdapter';
import type { EngineUi } from '../session/uiSlices';
import { type UiStore, useUiSelector } from './uiStore';

/**
 * Renders its children with whether a run is playing, re-rendering only itself when that
 * flips. A page that read `running` at its top would re-render its whole tree (controls,
 * settings, boards) at every play and finish: at Fastest a run lasts a frame or two, so that
 * was several full-page renders a second.
 */
export function WithRunning<X extends Extras>({ store, children }: { store: UiStore<EngineUi<X>>; children: (running: boolean) => ReactNode }) {
  return children(useUiSelector(store, (s) => s.status === 'running'));
}
