import Shuffle from '@mui/icons-material/Shuffle';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import type { ArraySearch } from '../../../workers/search/searchTypes';
import { MAX_KEY } from '../../../workers/search/searchTypes';
import { MAX_BARS, MIN_BARS } from '../../../workers/shared/barLimits';
import type { BarView } from '../../render/bars/barView';
import type { RendererFactory } from '../../render/stageRenderer';
import { padCount, randomValues } from '../../../workers/shared/barValues';
import type { CatalogueItem } from '../../app/catalogue/catalogue';
import { ColourKey } from '../../engine/layout/ColourKey';
import { ComplexityTables } from '../../engine/layout/ComplexityTables';
import { VisualizerLayout } from '../../engine/layout/VisualizerLayout';
import { CommittedSlider } from '../../engine/controls/CommittedSlider';
import { TransportControls } from '../../engine/controls/TransportControls';
import { StageFrame } from '../../engine/stage/StageFrame';
import { usePlayback } from '../../engine/page/usePlayback';
import { useRunSession } from '../../engine/session/useRunSession';
import { StateNotes } from '../../engine/url/StateNotes';
import { useUrlState } from '../../engine/url/useUrlState';
import { SoundControls } from '../../engine/sound/SoundControls';
import { arraySoundProbe } from './arraySound';
import { RunLock } from '../../engine/controls/RunLock';
import { arrayAdapter } from './searchAdapters';
import { searchInfo } from './searchInfo';
import { arrayCodec, arrayDefaults, keyNumber } from './searchUrlState';
import { arrayStageLabel, BINARY_HEADER, KEY_HELP } from './searchWords';
import { BINARY_COLOUR_KEY, LINEAR_COLOUR_KEY } from './searchColourKeys';

// Pixi loads inside the visualizer chunk only.
const barRenderer: RendererFactory<BarView> = (host) => import('../../render/bars/pixiBars').then(({ PixiBars }) => PixiBars.create(host));
const counters = [{ key: 'comparisons', label: 'Comparisons' }] as const;
/** Spec §5: a key is a number 0–1000, read as a link's `key=` is; anything else leaves the field blank. */
const keyOf = (text: string): number | null => {
  const parsed = keyNumber.parse(text);
  return parsed.ok ? parsed.value : null;
};

export function ArraySearchPage({ item, algorithm }: { item: CatalogueItem; algorithm: ArraySearch }) {
  const { state, update, notes } = useUrlState(arrayCodec, arrayDefaults);
  // A blank key (null: cleared by the visitor, or refused in the URL) blocks Play: there is
  // nothing to search for. Loading it also takes a run already played off the page, its 'Found
  // at index i' seeming to answer a key no one gave any more.
  const keyBlank = state.key === null;
  const session = useRunSession(arrayAdapter, { algorithm, values: state.values, key: state.key });
  useEffect(() => {
    if (!session || (session.input.values === state.values && session.input.key === state.key)) return;
    session.load({ algorithm, values: state.values, key: state.key });
  }, [session, algorithm, state.values, state.key]);

  // The page keys (Space, ←/→) obey a blank key as the buttons do.
  const playback = usePlayback(session, state, update, keyBlank);
  const probes = useMemo(() => (session ? [arraySoundProbe(session)] : []), [session]);
  const idle = () => session !== null && !session.running;

  return (
    <VisualizerLayout
      item={item}
      about={<ComplexityTables data={searchInfo[algorithm]} />}
      settings={
        session && (
          <TransportControls
            session={session}
            {...playback}
            counters={counters}
            playBlocked={keyBlank}
            actions={
              <RunLock store={session.store} direction="row">
                <Button startIcon={<Shuffle />} onClick={() => idle() && update({ values: randomValues(state.values.length) })} variant="outlined" size="small">
                  New values
                </Button>
              </RunLock>
            }
          >
            <StateNotes notes={notes} />
            <RunLock store={session.store} direction="column">
              <ArraySettings count={state.values.length} onCount={(n) => idle() && update({ values: randomValues(n) })} searchKey={state.key}
                onKey={(key) => idle() && update({ key })}
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

/** Bars and key; locked while running by the RunLock around them. */
function ArraySettings(props: { count: number; onCount: (n: number) => void; searchKey: number | null; onKey: (key: number | null) => void }) {
  const [text, setText] = useState(props.searchKey === null ? '' : String(props.searchKey));
  useEffect(() => setText(props.searchKey === null ? '' : String(props.searchKey)), [props.searchKey]);
  const change = (next: string) => {
    const key = keyOf(next);
    setText(key === null ? '' : next.trim());
    props.onKey(key);
  };
  return (
    <>
      <CommittedSlider name="Bars" label={(n) => `Bars: ${padCount(n)}`} min={MIN_BARS} max={MAX_BARS} value={props.count} onCommit={props.onCount} textFieldTestId="count-input" />
      <TextField
        label={`Key (0–${MAX_KEY})`}
        size="small"
        value={text}
        onChange={(e) => change(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'key-input' } }}
        helperText={text === '' ? KEY_HELP : ' '}
        sx={{ maxWidth: '14rem' }}
      />
    </>
  );
}
