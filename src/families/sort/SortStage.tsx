import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { bucketsFor, type SortAlgorithm } from '../../../workers/sort/sortTypes';
import type { RunPageSession } from '../../engine/page/runBinding';
import { StageFrame } from '../../engine/stage/StageFrame';
import { useUiSelector } from '../../engine/store/uiStore';
import type { BarView } from '../../render/bars/barView';
import type { RendererFactory } from '../../render/stageRenderer';
import { BucketIndexes } from './BucketIndexes';
import { SortColourKey } from './SortColourKey';
import type { SortExtras, SortTypes } from './sortAdapter';

// Pixi is imported here, inside the visualizer chunk, so the home route never loads it.
const barRenderer: RendererFactory<BarView> = (host) => import('../../render/bars/pixiBars').then(({ PixiBars }) => PixiBars.create(host));

/** One sort's stage: bars (or bars above their buckets), its phase, its colour key. `buckets`: how many buckets the values on the page need (0: bars only). */
export function SortStage({ session, algorithm, buckets }: { session: RunPageSession<SortTypes>; algorithm: SortAlgorithm; buckets: number }) {
  const secondBody = bucketsFor(algorithm, [1]) > 0;
  const phase = useUiSelector(session.store, (s) => s.extras.phase);
  const describe = useMemo(
    () => (ui: { status: string; extras: SortExtras }) =>
      `${ui.extras.count} bars${secondBody ? ' above their buckets' : ''}; ${ui.status === 'finished' ? 'sorted' : ui.status}`,
    [secondBody],
  );
  return (
    <StageFrame
      session={session}
      renderer={barRenderer}
      describe={describe}
      yellowWhenPausedMidRun={secondBody}
      header={
        secondBody && (
          <Typography data-testid="sort-phase" variant="body2" sx={{ minHeight: '1.5em', color: 'text.secondary', px: 0.5 }}>
            {phase}
          </Typography>
        )
      }
      footer={
        <>
          {buckets > 0 && <BucketIndexes count={buckets} />}
          <SortColourKey algorithm={algorithm} />
        </>
      }
    />
  );
}
