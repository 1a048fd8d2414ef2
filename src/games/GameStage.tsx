import { useMemo, useRef } from 'react';
import type { Extras } from '../visualizers/engine/familyAdapter';
import { StageFrame, type StageSession } from '../visualizers/engine/StageFrame';
import type { BoardView } from './board/boardView';
import { domBoardFactory } from './board/DomBoard';

interface Props<X extends Extras> {
  session: StageSession<X, BoardView>;
  /** The grid's accessible name. */
  label: string;
  onActivate: (cell: number) => void;
  minCell?: number;
  maxCell?: number;
}

/** A game's board in the engine's stage frame: the DOM grid is its own accessible content. */
export function GameStage<X extends Extras>({ session, label, onActivate, minCell, maxCell }: Props<X>) {
  // The board is created once per session; it calls whatever handler the page has now.
  const handler = useRef(onActivate);
  handler.current = onActivate;
  const renderer = useMemo(() => domBoardFactory({ label, minCell, maxCell, onActivate: (cell) => handler.current(cell) }), [label, minCell, maxCell]);
  // No border fade: at Fastest a game's run lasts a few frames (StageFrame's fadeBorder says why).
  return <StageFrame session={session} renderer={renderer} height="auto" fadeBorder={false} />;
}
