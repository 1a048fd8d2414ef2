import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { type GridRunInput, type GridSearch, hasDepthLimit, isGridSearch, MAX_LIMIT, mayMissOptimum } from '../../../workers/search/searchTypes';
import type { GridView } from '../../render/grid/gridState';
import type { RendererFactory } from '../../render/stageRenderer';
import { type CatalogueItem, findFamily } from '../../app/catalogue/catalogue';
import { ColourKey } from '../../engine/layout/ColourKey';
import { ComplexityTables } from '../../engine/layout/ComplexityTables';
import { VisualizerLayout } from '../../engine/layout/VisualizerLayout';
import { RaceControl } from '../../engine/race/RaceControl';
import { RaceStages } from '../../engine/race/RaceStages';
import { useRace } from '../../engine/race/useRace';
import { TransportControls } from '../../engine/controls/TransportControls';
import { RunSession } from '../../engine/session/RunSession';
import { StageFrame } from '../../engine/stage/StageFrame';
import { useUiSelector } from '../../engine/store/uiStore';
import { WithRunning } from '../../engine/store/WithRunning';
import { usePlayback } from '../../engine/page/usePlayback';
import { useSettled } from '../../engine/store/useSettled';
import { useRunSession } from '../../engine/session/useRunSession';
import { StateNotes } from '../../engine/url/StateNotes';
import { useUrlState } from '../../engine/url/useUrlState';
import { GridEditor } from './GridEditor';
import { RunLock } from '../../engine/controls/RunLock';
import { type EditState, paintStroke, pressCell, randomObstacles } from './gridEditing';
import type { Marker } from './marker';
import { newMaze } from './mazeClient';
import { type GridExtras, gridAdapter } from './searchAdapters';
import { GRID_COLOUR_KEY } from './searchColourKeys';
import { searchInfo } from './searchInfo';
import { gridDefaults, limitedGridCodec, limitField, plainGridCodec } from './searchUrlState';
import { COST_MODEL, DEPTH_LIMIT_RULES, EDITING_HELP, gridStageLabel, limitRefusal, mazeFailure, movingNote, optimumLine, SEARCH_ORDER } from './searchWords';
import { errorMessage } from '../../engine/worker/errorMessage';

/** The Race control's second side; the page's own session comes from useRunSession. */
const createRival = (input: GridRunInput) => new RunSession(gridAdapter, input);
type Session = ReturnType<typeof createRival>;
/** What the transport drives: the page's session, or the race of it and a rival. */
type Driver = Pick<Session, 'store'>;
const noEdit: Omit<EditState, 'grid'> = { selected: null, refused: '' };

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
  // `running` is read only where it shows (the editing layer, the edit note, the RunLocks): at
  // Fastest a run starts and ends several times a second, and a page-level read re-rendered the
  // whole page, 324 grid cells included.
  const [edit, setEdit] = useState<Omit<EditState, 'grid'>>(noEdit);
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
  // A new grid from a button is a fresh start: a marker picked up before is put down (a maze
  // also puts S and E back in their corners).
  const obstacles = () => {
    if (!idle()) return;
    setEdit(noEdit);
    update({ grid: randomObstacles(state.grid) });
  };
  const maze = async () => {
    if (!idle()) return;
    try {
      const grid = await newMaze(Math.floor(Math.random() * 2 ** 31));
      if (!idle()) return;
      setEdit(noEdit);
      update({ grid });
    } catch (error) {
      // The grid stays as it was; the edit note says why no maze came.
      setEdit((now) => ({ ...now, refused: mazeFailure(errorMessage(error)) }));
    }
  };

  const editing =
    driver && session
      ? {
          overlay: <EditingLayer driver={driver} session={session} grid={state.grid} selected={edit.selected} onPress={press} onPaint={paint} />,
          header: <EditNote driver={driver} text={edit.refused || (edit.selected ? movingNote(edit.selected) : '')} />,
        }
      : undefined;

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
                <Button variant="outlined" size="small" onClick={obstacles}>
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

/**
 * The editing layer over the page's own grid: off while a run plays (spec §4), and its cells'
 * labels telling what the search did to them once the run stops. The labels follow the marks
 * only once they have held for MARKS_SETTLE_MS: a playing run re-renders none of the 324 cells,
 * and runs that end and restart at once (Fastest, Replay) rewrite none of them either.
 */
function EditingLayer({ driver, session, ...editor }: { driver: Driver; session: Session; grid: string; selected: Marker | null; onPress: (cell: number) => void; onPaint: (origin: number, from: number, to: number) => void }) {
  const running = useUiSelector(driver.store, (s) => s.playerStatus === 'running');
  const stoppedMarks = useUiSelector(session.store, (s) => (s.playerStatus === 'running' ? '' : s.extras.marks));
  const marks = useSettled(stoppedMarks, MARKS_SETTLE_MS);
  return <GridEditor {...editor} selected={running ? null : editor.selected} marks={marks} disabled={running} />;
}

/** Long enough to skip a run that restarts within a few frames, short against reaching for a screen reader's keys. */
const MARKS_SETTLE_MS = 250;

/** Why the last press did nothing, or which marker is picked up; nothing while a run plays, when no edit is taken. */
function EditNote({ driver, text }: { driver: Driver; text: string }) {
  return (
    <WithRunning store={driver.store}>
      {(running) => <Typography role="status" variant="body2" data-testid="edit-note" sx={{ minHeight: '1.5em', px: 0.5, color: 'warning.light' }}>{running ? '' : text}</Typography>}
    </WithRunning>
  );
}

/** After the run: how the path compares with the least possible (and, on a depth-limited page, the limit that reaches E). */
function OptimumLine({ session, diagonal, limited }: { session: Session; diagonal: boolean; limited: boolean }) {
  const finished = useUiSelector(session.store, (s) => s.status === 'finished');
  const { optimum, fewestSteps } = session.model;
  if (!finished || optimum === undefined || fewestSteps === undefined) return null;
  return <Typography variant="body2" data-testid="optimum" sx={{ px: 0.5 }}>{optimumLine(optimum, fewestSteps, diagonal, limited)}</Typography>;
}

/**
 * Spec §5: a number 0–324; blank counts as 0. Read by the URL's own rule (limitField): text it
 * refuses stays in the field with the reason beneath, and the search keeps its limit.
 */
function LimitField({ value, onChange }: { value: number; onChange: (limit: number) => void }) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText((t) => (t.trim() === '' && value === 0 ? t : String(value))), [value]);
  const parsed = limitField.parse(text);
  const change = (next: string) => {
    setText(next);
    const read = limitField.parse(next);
    if (read.ok) onChange(read.value);
  };
  return (
    <TextField
      label={`Depth limit (0–${MAX_LIMIT})`}
      size="small"
      value={text}
      onChange={(e) => change(e.target.value)}
      error={!parsed.ok}
      helperText={parsed.ok ? ' ' : limitRefusal(parsed.reason, value)}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'limit-input' } }}
      sx={{ maxWidth: '14rem' }}
    />
  );
}
