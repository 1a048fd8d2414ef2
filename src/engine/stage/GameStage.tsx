import { useMemo, useRef } from 'react';
import { type BoardShape, boardSideCss } from '../../render/board/boardShape';
import type { BoardView } from '../../render/board/boardView';
import { domBoardFactory } from '../../render/board/DomBoard';
import type { Extras } from '../session/familyAdapter';
import { StageFrame, type StageSession } from './StageFrame';

interface Props<X extends Extras> {
  session: StageSession<X, BoardView>;
  /** The grid's accessible name. */
  label: string;
  /** The board's cells per side and cell limits (boardShapes.ts): the board fits to them, and the stage holds its size. */
  shape: BoardShape;
  onActivate: (cell: number) => void;
  /** The game's own keys on a focused cell (DomBoardOptions.onKey). */
  onKey?: (cell: number, key: string) => boolean;
}

/** A game's board in the engine's stage frame: the DOM grid is its own accessible content. */
export function GameStage<X extends Extras>({ session, label, shape, onActivate, onKey }: Props<X>) {
  // The board is created once per session; it calls whatever handlers the page has now.
  const handler = useRef(onActivate);
  handler.current = onActivate;
  const keyHandler = useRef(onKey);
  keyHandler.current = onKey;
  const { minCell, maxCell } = shape;
  const renderer = useMemo(
    () =>
      domBoardFactory({
        label,
        minCell,
        maxCell,
        onActivate: (cell) => handler.current(cell),
        onKey: (cell, key) => keyHandler.current?.(cell, key) ?? false,
      }),
    [label, minCell, maxCell],
  );
  return <StageFrame session={session} renderer={renderer} height="auto" fitHeight={(width) => boardSideCss(shape, width)} />;
}
