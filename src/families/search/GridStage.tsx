import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type GridSearch, hasDepthLimit, mayMissOptimum } from '../../../workers/search/searchTypes';
import type { GridView } from '../../render/grid/gridState';
import type { RendererFactory } from '../../render/stageRenderer';
import { ColourKey } from '../../engine/layout/ColourKey';
import type { RunPageSession } from '../../engine/page/runBinding';
import { StageFrame } from '../../engine/stage/StageFrame';
import { useUiSelector } from '../../engine/store/uiStore';
import type { GridTypes } from './searchAdapters';
import { GRID_COLOUR_KEY } from './searchColourKeys';
import { gridStageLabel, optimumLine } from './searchWords';

type Session = RunPageSession<GridTypes>;

const gridRenderer: RendererFactory<GridView> = (host) => import('../../render/grid/pixiGrid').then(({ PixiGrid }) => PixiGrid.create(host));
// 330 px fits a 360 px phone's stage: 18 cells of 18 px or more.
const stageHeight = { xs: 330, sm: 432, md: 504 };

/** One side's grid: the editing layer on the page's own side only (a race's sides share the grid). */
export function GridStage({ session, algorithm, diagonal, editing }: { session: Session; algorithm: GridSearch; diagonal: boolean; editing?: { overlay: ReactNode; header: ReactNode } }) {
  return (
    <StageFrame
      session={session}
      renderer={gridRenderer}
      height={stageHeight}
      describe={(ui) => gridStageLabel(ui.extras.visited, ui.status)}
      overlay={editing?.overlay}
      // The rival's side keeps the edit note's line empty, so both grids line up.
      header={editing?.header ?? <Typography variant="body2" aria-hidden sx={{ minHeight: '1.5em' }} />}
      footer={
        <>
          <ColourKey entries={GRID_COLOUR_KEY} />
          {mayMissOptimum(algorithm, diagonal) && <OptimumLine session={session} diagonal={diagonal} limited={hasDepthLimit(algorithm)} />}
        </>
      }
    />
  );
}

/** After the run: how the path compares with the least possible (and, on a depth-limited page, the limit that reaches E). */
function OptimumLine({ session, diagonal, limited }: { session: Session; diagonal: boolean; limited: boolean }) {
  const finished = useUiSelector(session.store, (s) => s.status === 'finished');
  const { optimum, fewestSteps } = session.model;
  if (!finished || optimum === undefined || fewestSteps === undefined) return null;
  return <Typography variant="body2" data-testid="optimum" sx={{ px: 0.5 }}>{optimumLine(optimum, fewestSteps, diagonal, limited)}</Typography>;
}

