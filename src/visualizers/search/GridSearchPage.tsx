import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { type GridRunInput, type GridSearch, hasDepthLimit, isGridSearch, MAX_LIMIT, mayMissOptimum } from '../../../workers/search/searchTypes';
import type { GridView } from '../../render/grid/gridState';
import type { RendererFactory } from '../../render/stageRenderer';
import { type CatalogueItem, findFamily } from '../catalogue';
import { ComplexityTables } from '../chrome/ComplexityTables';
import { VisualizerLayout } from '../chrome/VisualizerLayout';
import { RaceControl } from '../engine/race/RaceControl';
import { RaceStages } from '../engine/race/RaceStages';
import { useRace } from '../engine/race/useRace';
import { TransportControls } from '../engine/controls/TransportControls';
import { RunSession } from '../engine/RunSession';
import { StageFrame } from '../engine/StageFrame';
import { useUiSelector } from '../engine/uiStore';
import { WithRunning } from '../engine/WithRunning';
import { usePlayback } from '../engine/usePlayback';
import { useRunSession } from '../engine/useRunSession';
import { StateNotes } from '../engine/urlState/StateNotes';
import { useUrlState } from '../engine/urlState/useUrlState';
import { GridEditor } from './GridEditor';
import { RunLock } from '../engine/controls/RunLock';
import { type EditState, paintStroke, pressCell, randomObstacles } from './gridEditing';
import { newMaze } from './mazeClient';
import { type GridExtras, gridAdapter } from './searchAdapters';
import { searchInfo } from './searchInfo';
import { gridDefaults, limitedGridCodec, plainGridCodec } from './searchUrlState';
import { COST_MODEL, DEPTH_LIMIT_RULES, EDITING_HELP, optimumLine, SEARCH_ORDER } from './searchWords';
import { errorMessage } from '../engine/errorMessage';
import { counted } from '../engine/counted';

/** The Race control's second side; the page's own session comes from useRunSession. */
const createRival = (input: GridRunInput) => new RunSession(gridAdapter, input);
type Session = ReturnType<typeof createRival>;

/** The grid searches, for the Race control (the array searches work on another input). */
const raceChoices = (findFamily('searchvisualizer')?.items ?? []).filter((i) => isGridSearch(i.value)).map((i) => ({ value: i.value, name: i.type }));
const nameOf = (value: string) => raceChoices.find((c) => c.value === value)?.name ?? value;

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
  // `running` is read only where it shows (the editing layer's WithRunning, the RunLocks): at
  // Fastest a run starts and ends several times a second, and a page-level read re-rendered the
  // whole page, 324 grid cells included.
  const [edit, setEdit] = useState<Omit<EditState, 'grid'>>({ selected: null, refused: '' });
  const session = useRunSession(gridAdapter, { algorithm, grid: state.grid, diagonal: state.diagonal, limit: state.limit });

  // race=: a second grid search on the same grid, paced by the same clock (engine/race/). A
  // depth-limited rival takes this page's limit, or none (324) when this page has no limit.
  const rival = isGridSearch(state.race) ? state.race : '';
  const race = useRace<GridRunInput, GridExtras, Session>(session, rival, {
    create: createRival,
    rivalInput: (input) => ({ ...input, algorithm: rival as GridSearch, limit: limited ? input.limit : MAX_LIMIT }),
    names: [item.type, nameOf(rival)],
  });
  const driver = race ?? session;
  useEffect(() => {
    if (!driver) return;
    const now = driver.input;
    if (now.grid === state.grid && now.diagonal === state.diagonal && now.limit === state.limit) return;
    driver.load({ algorithm, grid: state.grid, diagonal: state.diagonal, limit: state.limit });
  }, [driver, algorithm, state.grid, state.diagonal, state.limit]);

  const playback = usePlayback(driver, state, update);
  // Editing, obstacles, maze and settings are ignored while running (spec §4).
  const idle = () => driver !== null && !driver.running;

  const press = (cell: number) => {
    if (!idle()) return;
    const next = pressCell({ grid: state.grid, ...edit }, cell);
    setEdit({ selected: next.selected, refused: next.refused });
    if (next.grid !== state.grid) update({ grid: next.grid });
  };
  // Built on the latest grid, not this render's: several moves can arrive before a re-render.
  const paint = (origin: number, from: number, to: number) => {
    if (!idle() || edit.selected) return;
    update((latest) => {
      const kind = latest.grid[origin];
      return kind === 'B' || kind === '.' ? { grid: paintStroke(latest.grid, from, to, kind) } : {};
    });
  };
  const maze = async () => {
    if (!idle()) return;
    try {
      const grid = await newMaze(Math.floor(Math.random() * 2 ** 31));
      if (idle()) update({ grid });
    } catch (error) {
      // The grid stays as it was; the edit note says why no maze came.
      setEdit((now) => ({ ...now, refused: `Couldn't make a maze: ${errorMessage(error)}` }));
    }
  };

  const editing = {
    overlay: driver && <WithRunning store={driver.store}>{(running) => <GridEditor grid={state.grid} selected={edit.selected} disabled={running} onPress={press} onPaint={paint} />}</WithRunning>,
    header: <Typography role="status" variant="body2" data-testid="edit-note" sx={{ minHeight: '1.5em', px: 0.5, color: 'warning.light' }}>{edit.refused || (edit.selected ? `Moving the ${edit.selected === 'S' ? 'start' : 'end'}: pick an empty cell.` : '')}</Typography>,
  };

  return (
    <VisualizerLayout
      item={item}
      about={<ComplexityTables data={searchInfo[algorithm]} />}
      settings={
        driver && (
          <TransportControls
            session={driver}
            {...playback}
            counters={race ? [] : counters}
            actions={
              <RunLock store={driver.store} direction="row">
                <Button variant="outlined" size="small" onClick={() => idle() && update({ grid: randomObstacles(state.grid) })}>
                  Random obstacles
                </Button>
                <Button variant="outlined" size="small" onClick={() => void maze()}>
                  Maze
                </Button>
              </RunLock>
            }
          >
            <StateNotes notes={notes} />
            <RunLock store={driver.store} direction="column">
              <FormControlLabel control={<Switch checked={state.diagonal} onChange={(e) => idle() && update({ diagonal: e.target.checked })} />} label="8 neighbours (diagonal steps)" />
              <RaceControl choices={raceChoices} value={rival} onChange={(next) => idle() && update({ race: next })} />
              {limited && <LimitField value={state.limit} onChange={(limit) => idle() && update({ limit })} />}
            </RunLock>
            <Typography variant="body2" data-testid="cost-model">{COST_MODEL}</Typography>
            <Typography variant="body2" data-testid="search-order">{SEARCH_ORDER}</Typography>
            {limited && <Typography variant="body2" data-testid="depth-rules">{DEPTH_LIMIT_RULES}</Typography>}
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>{EDITING_HELP}</Typography>
          </TransportControls>
        )
      }
    >
      {race ? (
        <RaceStages
          race={race}
          counters={counters}
          stage={(side) => (
            <GridStage session={race.sides[side]} algorithm={side === 0 ? algorithm : (rival as GridSearch)} diagonal={state.diagonal} editing={side === 0 ? editing : undefined} />
          )}
        />
      ) : (
        session && <GridStage session={session} algorithm={algorithm} diagonal={state.diagonal} editing={editing} />
      )}
    </VisualizerLayout>
  );
}

/** One side's grid: the editing layer on the page's own side only (a race's sides share the grid). */
function GridStage({ session, algorithm, diagonal, editing }: { session: Session; algorithm: GridSearch; diagonal: boolean; editing?: { overlay: ReactNode; header: ReactNode } }) {
  return (
    <StageFrame
      session={session}
      renderer={gridRenderer}
      height={stageHeight}
      describe={(ui) => `Search grid, 18 by 18; ${counted(ui.extras.visited, 'cell')} visited; ${ui.status}`}
      overlay={editing?.overlay}
      // The rival's side keeps the edit note's line empty, so both grids line up.
      header={editing?.header ?? <Typography variant="body2" aria-hidden sx={{ minHeight: '1.5em' }} />}
      footer={mayMissOptimum(algorithm, diagonal) && <OptimumLine session={session} diagonal={diagonal} />}
    />
  );
}

/** After the run: how the path compares with the least possible. */
function OptimumLine({ session, diagonal }: { session: Session; diagonal: boolean }) {
  const finished = useUiSelector(session.store, (s) => s.status === 'finished');
  if (!finished || session.model.optimum === undefined) return null;
  return <Typography variant="body2" data-testid="optimum" sx={{ px: 0.5 }}>{optimumLine(session.model.optimum, diagonal)}</Typography>;
}

/** Spec §5: a number 0–324; blank counts as 0. */
function LimitField({ value, onChange }: { value: number; onChange: (limit: number) => void }) {
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
    <TextField label={`Depth limit (0–${MAX_LIMIT})`} size="small" value={text} onChange={(e) => change(e.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'limit-input' } }} sx={{ maxWidth: '14rem' }} />
  );
}
