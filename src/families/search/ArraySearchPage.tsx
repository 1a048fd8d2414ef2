import Shuffle from '@mui/icons-material/Shuffle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { ArraySearch } from '../../../workers/search/searchTypes';
import { randomValues } from '../../../workers/shared/barValues';
import { RunLock } from '../../engine/controls/RunLock';
import { TransportControls } from '../../engine/controls/TransportControls';
import { ColourKey } from '../../engine/layout/ColourKey';
import { ComplexityTables } from '../../engine/layout/ComplexityTables';
import { type PageItem, VisualizerLayout } from '../../engine/layout/VisualizerLayout';
import { useVisualizerPage } from '../../engine/page/useVisualizerPage';
import { SoundControls } from '../../engine/sound/SoundControls';
import { StageFrame } from '../../engine/stage/StageFrame';
import { StateNotes } from '../../engine/url/StateNotes';
import type { BarView } from '../../render/bars/barView';
import type { RendererFactory } from '../../render/stageRenderer';
import { ArraySettings } from './ArraySettings';
import { arraySoundProbe } from './arraySound';
import { arrayBinding } from './searchBindings';
import { BINARY_COLOUR_KEY, LINEAR_COLOUR_KEY } from './searchColourKeys';
import { searchInfo } from './searchInfo';
import { arrayStageLabel, BINARY_HEADER } from './searchWords';

// Pixi loads inside the visualizer chunk only.
const barRenderer: RendererFactory<BarView> = (host) => import('../../render/bars/pixiBars').then(({ PixiBars }) => PixiBars.create(host));
const counters = [{ key: 'comparisons', label: 'Comparisons' }] as const;

export function ArraySearchPage({ item, algorithm }: { item: PageItem; algorithm: ArraySearch }) {
  // A blank key (null: cleared by the visitor, or refused in the URL) blocks Play: there is
  // nothing to search for. Loading it also takes a run already played off the page, its 'Found
  // at index i' seeming to answer a key no one gave any more.
  const page = useVisualizerPage(arrayBinding(algorithm), { blocked: (s) => s.key === null });
  const { state, notes, session, playback, blocked, edit } = page;
  const probes = useMemo(() => (session ? [arraySoundProbe(session)] : []), [session]);

  return (
    <VisualizerLayout
      item={item}
      page={page}
      about={<ComplexityTables data={searchInfo[algorithm]} />}
      settings={
        session && (
          <TransportControls
            session={session}
            {...playback}
            counters={counters}
            playBlocked={blocked}
            actions={
              <RunLock store={session.store} direction="row">
                <Button
                  startIcon={<Shuffle />}
                  onClick={() => edit((s) => ({ values: randomValues(s.values.length) }))}
                  variant="outlined"
                  size="small"
                >
                  New values
                </Button>
              </RunLock>
            }
          >
            <StateNotes notes={notes} />
            <RunLock store={session.store} direction="column">
              <ArraySettings
                count={state.values.length}
                onCount={(n) => edit({ values: randomValues(n) })}
                searchKey={state.key}
                onKey={(key) => edit({ key })}
              />
            </RunLock>
            <SoundControls probes={probes} />
          </TransportControls>
        )
      }
    >
      {session && (
        <StageFrame
          session={session}
          renderer={barRenderer}
          describe={(ui) => arrayStageLabel(ui.extras.count, ui.extras.key, ui.status)}
          header={
            algorithm === 'binarysearch' && (
              <Typography variant="body2" sx={{ color: 'text.secondary', px: 0.5 }}>
                {BINARY_HEADER}
              </Typography>
            )
          }
          footer={<ColourKey entries={algorithm === 'binarysearch' ? BINARY_COLOUR_KEY : LINEAR_COLOUR_KEY} />}
        />
      )}
    </VisualizerLayout>
  );
}
