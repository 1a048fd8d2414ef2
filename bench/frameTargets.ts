import { boardRepaintTargets, domTarget, webglClearTarget, webglRedrawTargets } from './domTargets';
import { equationTarget } from './equationTarget';
import type { FrameTarget } from './frameTarget';
import { gameTargets } from './gamesBench';
import { raceTarget } from './raceBench';
import { schedulerTarget } from './schedulerBench';
import { searchTargets } from './searchTargets';
import { sortTarget } from './sortTarget';
import { tradeoffTarget } from './tradeoff';

/**
 * Every page the frame rows measure, in run order (`npm run bench`), and the pages
 * `npm run bench:trace` can trace; a new page is one module and one line here.
 */
export const frameTargets: FrameTarget[] = [
  sortTarget,
  domTarget,
  schedulerTarget,
  webglClearTarget,
  ...webglRedrawTargets,
  equationTarget,
  ...gameTargets,
  ...boardRepaintTargets,
  ...searchTargets,
  raceTarget,
  tradeoffTarget,
];
