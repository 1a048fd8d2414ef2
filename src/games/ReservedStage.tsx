import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { type BoardShape, boardSideCss } from './board/boardShape';

const STAGE = '[data-testid="visualizer-stage"]';

/**
 * Around a game's StageFrame: the frame holds the board's final height from the first paint.
 * With `height="auto"` the frame's board area is empty, so 0 px tall, until the board is
 * built, and the board then pushed the settings 200 px down (a layout shift of 0.27-0.36 on
 * sudoku, N-Queen and the 8 puzzle). The frame is a size container, so `100cqi` is the board
 * host's width, and the area's minimum height is DomBoard's fitted side for that width.
 */
export function ReservedStage({ shape, children }: { shape: BoardShape; children: ReactNode }) {
  return (
    <Box sx={{ [`& > ${STAGE}`]: { containerType: 'inline-size' }, [`& > ${STAGE} > div`]: { minHeight: boardSideCss(shape, '100cqi') } }}>
      {children}
    </Box>
  );
}
