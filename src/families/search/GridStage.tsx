import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ReactNode, useRef } from 'react';
import { type GridSearch, hasDepthLimit, mayMissOptimum } from '../../../workers/search/searchTypes';
import { ColourKey } from '../../engine/layout/ColourKey';
import type { RunPageSession } from '../../engine/page/runBinding';
import { StageFrame } from '../../engine/stage/StageFrame';
import { useUiSelector } from '../../engine/store/uiStore';
import type { GridView } from '../../render/grid/gridState';
import type { RendererFactory } from '../../render/stageRenderer';
import type { GridTypes } from './searchAdapters';
import { GRID_COLOUR_KEY } from './searchColourKeys';
import { gridStageLabel, optimumLine } from './searchWords';
import { useWidth } from './useWidth';

type Session = RunPageSession<GridTypes>;

const gridRenderer: RendererFactory<GridView> = (host) => import('../../render/grid/pixiGrid').then(({ PixiGrid }) => PixiGrid.create(host));
/** The stage's height on wider screens, unchanged: the square grid fits it. */
const WIDE_HEIGHT = { sm: 432, md: 504 };
/** The phone's stage height until its width is measured (before the first paint): a 360 px phone's. */
const PHONE_HEIGHT = 354;

/**
 * On a phone the grid is the cells' touch surface, so it spans the screen: the stage runs to the
 * screen's edges (over the page's side padding, and without its own) and is as tall as it is
 * wide, so the square grid takes the whole width. On a 360 px phone that is 354 px, cells of
 * 19.7 px, where a 330 px stage gave 18.3. Wider screens keep their fixed heights.
 */
const phoneBleed = (theme: Theme) => ({
  [theme.breakpoints.only('xs')]: { mx: -1, '& > [data-testid="visualizer-stage"]': { px: 0 } },
});

/** One side's grid: the editing layer on the page's own side only (a race's sides share the grid). */
export function GridStage({
  session,
  algorithm,
  diagonal,
  editing,
}: {
  session: Session;
  algorithm: GridSearch;
  diagonal: boolean;
  editing?: { overlay: ReactNode; header: ReactNode };
}) {
  // The header line spans the stage's inner width, the canvas's width.
  const header = useRef<HTMLDivElement>(null);
  const width = useWidth(header);
  const height = { xs: width ? Math.floor(width) : PHONE_HEIGHT, ...WIDE_HEIGHT };
  return (
    <Box sx={phoneBleed}>
      <StageFrame
        session={session}
        renderer={gridRenderer}
        height={height}
        describe={(ui) => gridStageLabel(ui.extras.visited, ui.status)}
        overlay={editing?.overlay}
        // The rival's side keeps the edit note's line empty, so both grids line up.
        header={<Box ref={header}>{editing?.header ?? <Typography variant="body2" aria-hidden sx={{ minHeight: '1.5em' }} />}</Box>}
        footer={
          <>
            <ColourKey entries={GRID_COLOUR_KEY} />
            {mayMissOptimum(algorithm, diagonal) && <OptimumLine session={session} diagonal={diagonal} limited={hasDepthLimit(algorithm)} />}
          </>
        }
      />
    </Box>
  );
}

/** After the run: how the path compares with the least possible (and, on a depth-limited page, the limit that reaches E). */
function OptimumLine({ session, diagonal, limited }: { session: Session; diagonal: boolean; limited: boolean }) {
  const finished = useUiSelector(session.store, (s) => s.status === 'finished');
  const { optimum, fewestSteps } = session.model;
  if (!finished || optimum === undefined || fewestSteps === undefined) return null;
  return (
    <Typography variant="body2" data-testid="optimum" sx={{ px: 0.5 }}>
      {optimumLine(optimum, fewestSteps, diagonal, limited)}
    </Typography>
  );
}
