import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { type GridSearch, hasDepthLimit, MAX_LIMIT, mayMissOptimum } from '../../../workers/search/searchTypes';
import type { GridView } from '../../render/grid/gridState';
import type { RendererFactory } from '../../render/stageRenderer';
import type { CatalogueItem } from '../catalogue';
import { ComplexityTables } from '../chrome/ComplexityTables';
import { VisualizerLayout } from '../chrome/VisualizerLayout';
import { exposeForBench } from '../engine/benchHook';
import { TransportControls } from '../engine/controls/TransportControls';
import { RunSession } from '../engine/RunSession';
import { StageFrame } from '../engine/StageFrame';
import { useUiSelector } from '../engine/uiStore';
import { WithRunning } from '../engine/WithRunning';
import { usePlayback } from '../engine/usePlayback';
import { StateNotes } from '../engine/urlState/StateNotes';
import { useUrlState } from '../engine/urlState/useUrlState';
import { GridEditor } from './GridEditor';
import { type EditState, paintCell, pressCell, randomObstacles } from './gridEditing';
import { newMaze } from './mazeClient';
import { gridAdapter } from './searchAdapters';
import { searchInfo } from './searchInfo';
import { gridDefaults, limitedGridCodec, plainGridCodec } from './searchUrlState';
import { COST_MODEL, DEPTH_LIMIT_RULES, EDITING_HELP, optimumLine } from './searchWords';

const createSession = (algorithm: GridSearch, grid: string, diagonal: boolean, limit: number) => new RunSession(gridAdapter, { algorithm, grid, diagonal, limit });
type Session = ReturnType<typeof createSession>;

const gridRenderer: RendererFactory<GridView> = (host) => import('../../render/grid/pixiGrid').then(({ PixiGrid }) => PixiGrid.create(host));
const counters = [
  { key: 'visited', label: 'Cells visited' },
  { key: 'frontier', label: 'Frontier' },
] as const;
// 330 px fits a 360 px phone's stage: 18 cells of 18 px or more.
const stageHeight = { xs: 330, sm: 432, md: 504 };

export function GridSearchPage({ item, algorithm }: { item: CatalogueItem; algorithm: GridSearch }) {
  const limited = hasDepthLimit(algorithm);
  const { state, update, notes } = useUrlState(limited ? limitedGridCodec : plainGridCodec, gridDefaults);
  const [session, setSession] = useState<Session | null>(null);
  // `running` is read only where it shows (WithRunning): at Fastest a run starts and ends several
  // times a second, and a page-level read re-rendered the whole page, 324 grid cells included.
  const [edit, setEdit] = useState<Omit<EditState, 'grid'>>({ selected: null, refused: '' });
  const first = useRef(state);
  useEffect(() => {
    const { grid, diagonal, limit } = first.current;
    const created = createSession(algorithm, grid, diagonal, limit);
    setSession(created);
    exposeForBench(created);
    return () => created.dispose();
  }, [algorithm]);
  useEffect(() => {
    if (!session) return;
    const now = session.input;
    if (now.grid === state.grid && now.diagonal === state.diagonal && now.limit === state.limit) return;
    session.load({ algorithm, grid: state.grid, diagonal: state.diagonal, limit: state.limit });
  }, [session, algorithm, state.grid, state.diagonal, state.limit]);

  const playback = usePlayback(session, state, update);
  // Editing, obstacles, maze and settings are ignored while running (spec §4).
  const idle = () => session !== null && !session.running;

  const press = (cell: number) => {
    if (!idle()) return;
    const next = pressCell({ grid: state.grid, ...edit }, cell);
    setEdit({ selected: next.selected, refused: next.refused });
    if (next.grid !== state.grid) update({ grid: next.grid });
  };
  const paint = (from: number, cell: number) => {
    if (!idle() || edit.selected) return;
    const kind = state.grid[from];
    if (kind !== 'B' && kind !== '.') return;
    update({ grid: paintCell(state.grid, cell, kind) });
  };
  const maze = async () => {
    if (!idle()) return;
    const grid = await newMaze(Math.floor(Math.random() * 2 ** 31));
    if (idle()) update({ grid });
  };

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
            actions={
              <WithRunning store={session.store}>
                {(running) => (
                  <>
                    <Button variant="outlined" size="small" disabled={running} onClick={() => idle() && update({ grid: randomObstacles(state.grid) })}>
                      Random obstacles
                    </Button>
                    <Button variant="outlined" size="small" disabled={running} onClick={() => void maze()}>
                      Maze
                    </Button>
                  </>
                )}
              </WithRunning>
            }
          >
            <StateNotes notes={notes} />
            <WithRunning store={session.store}>
              {(running) => (
                <>
                  <FormControlLabel
                    control={<Switch checked={state.diagonal} disabled={running} onChange={(e) => idle() && update({ diagonal: e.target.checked })} />}
                    label="8 neighbours (diagonal steps)"
                  />
                  {limited && <LimitField value={state.limit} disabled={running} onChange={(limit) => idle() && update({ limit })} />}
                </>
              )}
            </WithRunning>
            <Typography variant="body2" data-testid="cost-model">{COST_MODEL}</Typography>
            {limited && <Typography variant="body2" data-testid="depth-rules">{DEPTH_LIMIT_RULES}</Typography>}
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>{EDITING_HELP}</Typography>
          </TransportControls>
        )
      }
    >
      {session && (
        <StageFrame
          session={session}
          renderer={gridRenderer}
          height={stageHeight}
          describe={(ui) => `Search grid, 18 by 18; ${ui.extras.visited} cells visited; ${ui.status}`}
          overlay={<WithRunning store={session.store}>{(running) => <GridEditor grid={state.grid} selected={edit.selected} disabled={running} onPress={press} onPaint={paint} />}</WithRunning>}
          header={<Typography role="status" variant="body2" data-testid="edit-note" sx={{ minHeight: '1.5em', px: 0.5, color: 'warning.light' }}>{edit.refused || (edit.selected ? `Moving the ${edit.selected === 'S' ? 'start' : 'end'}: pick an empty cell.` : '')}</Typography>}
          footer={mayMissOptimum(algorithm, state.diagonal) && <OptimumLine session={session} diagonal={state.diagonal} />}
        />
      )}
    </VisualizerLayout>
  );
}

/** After the run: how the path compares with the least possible. */
function OptimumLine({ session, diagonal }: { session: Session; diagonal: boolean }) {
  const finished = useUiSelector(session.store, (s) => s.status === 'finished');
  if (!finished || session.model.optimum === undefined) return null;
  return <Typography variant="body2" data-testid="optimum" sx={{ px: 0.5 }}>{optimumLine(session.model.optimum, diagonal)}</Typography>;
}

/** Spec §5: a number 0–324; blank counts as 0. */
function LimitField({ value, disabled, onChange }: { value: number; disabled: boolean; onChange: (limit: number) => void }) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText((t) => (t === '' && value === 0 ? '' : String(value))), [value]);
  const change = (next: string) => {
    const trimmed = next.trim();
    if (trimmed !== '' && !/^\d{1,3}$/.test(trimmed)) return;
    const limit = trimmed === '' ? 0 : Math.min(MAX_LIMIT, Number(trimmed));
    setText(trimmed === '' ? '' : String(limit));
    onChange(limit);
  };
  return (
    <TextField label={`Depth limit (0–${MAX_LIMIT})`} size="small" value={text} disabled={disabled} onChange={(e) => change(e.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'limit-input' } }} sx={{ maxWidth: '14rem' }} />
  );
}
