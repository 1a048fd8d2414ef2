import { StageFrame } from '../../engine/stage/StageFrame';
import type { RendererFactory } from '../../render/stageRenderer';
import { ProcessTable } from './ProcessTable';
import { StageReserve } from './StageReserve';
import type { SchedulerExtras } from './schedulerAdapter';
import type { SchedulerModel } from './schedulerModel';
import type { SchedulerSession } from './schedulerSession';

const stageRenderer: RendererFactory<SchedulerModel> = (host) =>
  import('./domSchedulerStage').then(({ DomSchedulerStage }) => DomSchedulerStage.create(host));

const describe = (ui: { status: string; extras: SchedulerExtras }) =>
  `${ui.extras.count} processes, time ${ui.extras.clock}, ${ui.extras.completed} completed; ${ui.status === 'finished' ? 'all completed' : ui.status}`;

/** The lanes, Gantt chart and process table. */
export function SchedulerStage({ session, showPriority, count }: { session: SchedulerSession; showPriority: boolean; count: number }) {
  // 'auto': the stage sizes itself to the set on the page (domSchedulerStage.ts), not to a fixed
  // box; until its code has loaded, a stand-in of the same height holds its room (StageReserve.tsx).
  return (
    <StageFrame
      session={session}
      renderer={stageRenderer}
      hostRole="group"
      describe={describe}
      height="auto"
      overlay={<StageReserve count={count} />}
      footer={<ProcessTable session={session} showPriority={showPriority} />}
    />
  );
}
