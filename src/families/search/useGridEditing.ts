import { useState } from 'react';
import { errorMessage } from '../../engine/worker/errorMessage';
import { type EditState, paintStroke, pressCell } from './gridEditing';
import { newMaze, newObstacles } from './gridMakerClient';
import type { Marker } from './marker';
import type { GridUrlState } from './searchUrlState';
import { mazeFailure, movingNote, noObstaclesWithPath, obstaclesFailure } from './searchWords';

const noEdit: Omit<EditState, 'grid'> = { selected: null, refused: '' };

/** What the grid page's edits need of the page hook: the grid, and the engine's rule that edits wait for the run to stop. */
interface EditTarget {
  state: GridUrlState;
  edit(patch: Partial<GridUrlState> | ((latest: GridUrlState) => Partial<GridUrlState>)): boolean;
  ifIdle(action: () => void): boolean;
}

export interface GridEditing {
  /** The marker picked up to move, if any. */
  selected: Marker | null;
  /** Why the last press did nothing, or which marker is picked up ('' for nothing to say). */
  note: string;
  press(cell: number): void;
  paint(origin: number, from: number, to: number): void;
  obstacles(): Promise<void>;
  maze(): Promise<void>;
}

/**
 * The grid's edits (spec §4): a press toggles a wall or picks up and puts down S or E, a drag
 * paints walls or clears them, and the buttons draw random obstacles (always with a path from S
 * to E) or a maze in the grid maker worker. All are ignored while a run plays (the page hook's
 * rule); a new grid from a button puts down a picked-up marker.
 */
export function useGridEditing({ state, edit, ifIdle }: EditTarget): GridEditing {
  const [editState, setEditState] = useState(noEdit);
  const press = (cell: number) =>
    ifIdle(() => {
      const next = pressCell({ grid: state.grid, ...editState }, cell);
      setEditState({ selected: next.selected, refused: next.refused });
      if (next.grid !== state.grid) edit({ grid: next.grid });
    });
  // Built on the latest grid, not this render's: several moves can arrive before a re-render.
  const paint = (origin: number, from: number, to: number) => {
    if (editState.selected) return;
    edit((latest) => {
      const kind = latest.grid[origin];
      return kind === 'B' || kind === '.' ? { grid: paintStroke(latest.grid, from, to, kind) } : {};
    });
  };
  // Both buttons ask the grid maker worker for a new grid; the page keeps its grid, and says why,
  // when none comes.
  const newSeed = () => Math.floor(Math.random() * 2 ** 31);
  const refuse = (refused: string) => setEditState((now) => ({ ...now, refused }));
  const obstacles = async () => {
    if (!ifIdle(() => {})) return;
    try {
      const answer = await newObstacles(state.grid, newSeed());
      if (answer.grid === null) refuse(noObstaclesWithPath(answer.draws));
      else if (edit({ grid: answer.grid })) setEditState(noEdit);
    } catch (error) {
      refuse(obstaclesFailure(errorMessage(error)));
    }
  };
  const maze = async () => {
    if (!ifIdle(() => {})) return;
    try {
      const grid = await newMaze(newSeed());
      if (edit({ grid })) setEditState(noEdit);
    } catch (error) {
      refuse(mazeFailure(errorMessage(error)));
    }
  };
  const note = editState.refused || (editState.selected ? movingNote(editState.selected) : '');
  return { selected: editState.selected, note, press, paint, obstacles, maze };
}
