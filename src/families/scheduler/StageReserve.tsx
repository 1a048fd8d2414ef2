import Box from '@mui/material/Box';
import { useLayoutEffect, useRef, useState } from 'react';
import { createGanttBox } from './ganttBox';
import { LaneRuler } from './laneRuler';
import { createStageContent, laneTitles } from './stageContent';

/**
 * Holds the scheduler stage's room while the stage's code loads: the stage's own column
 * (stageContent.ts) with the lanes at their tallest for `count` processes (laneRuler.ts) and an
 * empty chart row, laid out by the browser but never seen. The stage sizes itself to exactly
 * this (heightFit.ts), so when it arrives the page below stays where it was painted; before,
 * the stage had no height until then and the page under it jumped by the stage's height.
 *
 * Placed right after the renderer's host (StageFrame's overlay slot, in the flow), it goes the
 * moment the host is marked ready (`data-ready`, set in the task that puts the stage in it), by
 * a style rule: no React render sits between the stage arriving and its stand-in leaving.
 * Built in a layout effect, which runs before the browser first paints the page.
 */
export function StageReserve({ count }: { count: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [ruler] = useState(() => new LaneRuler(laneTitles));
  useLayoutEffect(() => {
    const { content, clock } = createStageContent([ruler.element], createGanttBox());
    // The clock's line holds text in the stage from its first frame.
    clock.data = 'Time 0';
    box.current?.replaceChildren(content);
  }, [ruler]);
  useLayoutEffect(() => {
    ruler.size(count);
  }, [ruler, count]);
  return <Box ref={box} aria-hidden data-testid="stage-reserve" sx={{ visibility: 'hidden', '[data-ready] ~ &': { display: 'none' } }} />;
}
