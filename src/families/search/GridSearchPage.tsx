import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type GridSearch, gridSearches, hasDepthLimit, isGridSearch } from '../../../workers/search/searchTypes';
import { RunLock } from '../../engine/controls/RunLock';
import { TransportControls } from '../../engine/controls/TransportControls';
import { ComplexityTables } from '../../engine/layout/ComplexityTables';
import { type PageItem, VisualizerLayout } from '../../engine/layout/VisualizerLayout';
import { useVisualizerPage } from '../../engine/page/useVisualizerPage';
import { RaceControl } from '../../engine/race/RaceControl';
import { RaceStages } from '../../engine/race/RaceStages';
import { StateNotes } from '../../engine/url/StateNotes';
import { EditingLayer, EditNote } from './GridEditingLayer';
import { GridStage } from './GridStage';
import { LimitField } from './LimitField';
import { gridBinding } from './searchBindings';
import { searchInfo } from './searchInfo';
import { searchTitles } from './searchTitles';
import { COST_MODEL, DEPTH_LIMIT_RULES, EDITING_HELP, SEARCH_ORDER } from './searchWords';
import { useGridEditing } from './useGridEditing';

const counters = [
  { key: 'visited', label: 'Cells visited' },
  { key: 'frontier', label: 'Frontier' },
] as const;
/** The grid searches, for the Race control (the array searches work on another input). */
const raceChoices = gridSearches.map((value) => ({ value, name: searchTitles[value] }));

export function GridSearchPage({ item, algorithm }: { item: PageItem; algorithm: GridSearch }) {
  const limited = hasDepthLimit(algorithm);
  const page = useVisualizerPage(gridBinding(algorithm));
  const { state, notes, session, race, driver, playback, edit } = page;
  // `running` is read only where it shows (the editing layer, the edit note, the RunLocks): at
  // Fastest a run starts and ends several times a second, and a page-level read re-rendered the
  // whole page, 324 grid cells included.
  const editing = useGridEditing(page);
  const rival = isGridSearch(state.race) ? state.race : '';
  const ownEditing = driver &&
    session && {
      overlay: (
        <EditingLayer
          driver={driver}
          session={session}
          grid={state.grid}
          selected={editing.selected}
          onPress={editing.press}
          onPaint={editing.paint}
        />
      ),
      header: <EditNote driver={driver} text={editing.note} />,
    };
  const stageOf = (side: 0 | 1) => {
    const sideSession = race ? race.sides[side] : session;
    return (
      sideSession && (
        <GridStage
          session={sideSession}
          algorithm={side === 0 ? algorithm : (rival as GridSearch)}
          diagonal={state.diagonal}
          editing={side === 0 ? ownEditing || undefined : undefined}
        />
      )
    );
  };

  return (
    <VisualizerLayout
      item={item}
      page={page}
      about={<ComplexityTables data={searchInfo[algorithm]} />}
      howItWorks={
        <>
          <Typography variant="body2" data-testid="cost-model">
            {COST_MODEL}
          </Typography>
          <Typography variant="body2" data-testid="search-order">
            {SEARCH_ORDER}
          </Typography>
          {limited && (
            <Typography variant="body2" data-testid="depth-rules">
              {DEPTH_LIMIT_RULES}
            </Typography>
          )}
          <Typography variant="body2">{EDITING_HELP}</Typography>
        </>
      }
      settings={
        driver && (
          <TransportControls
            session={driver}
            {...playback}
            counters={race ? [] : counters}
            actions={
              <RunLock store={driver.store} direction="row">
                <Button variant="outlined" size="small" onClick={() => void editing.obstacles()}>
                  Random obstacles
                </Button>
                <Button variant="outlined" size="small" onClick={() => void editing.maze()}>
                  Maze
                </Button>
              </RunLock>
            }
          >
            <StateNotes notes={notes} />
            <RunLock store={driver.store} direction="column">
              <FormControlLabel
                control={<Switch checked={state.diagonal} onChange={(e) => edit({ diagonal: e.target.checked })} />}
                label="8 neighbours (diagonal steps)"
              />
              <RaceControl choices={raceChoices} value={rival} onChange={(next) => edit({ race: next })} />
              {limited && <LimitField value={state.limit} onChange={(limit) => edit({ limit })} />}
            </RunLock>
          </TransportControls>
        )
      }
    >
      {race ? <RaceStages race={race} counters={counters} stage={stageOf} /> : stageOf(0)}
    </VisualizerLayout>
  );
}
