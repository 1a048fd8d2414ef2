import type { CDPSession } from 'playwright-core';
import type { TraceEvent } from './traceSummary';

/**
 * What a frame trace records: the renderer's tasks and frames, the GPU process and viz. The
 * frame rows leave out `v8` (compiles and GCs inside tasks, which `npm run bench:trace` names)
 * to keep tracing's own cost on the rows they measure small.
 */
export const frameCategories = ['devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'gpu', 'viz', 'toplevel'];

/** Records everything the browser does (all processes) while `during` runs. */
export async function recordTrace<T>(
  browserSession: CDPSession,
  categories: string[],
  during: () => Promise<T>,
): Promise<{ events: TraceEvent[]; result: T }> {
  const events: TraceEvent[] = [];
  const onData = ({ value }: { value: object[] }) => events.push(...(value as TraceEvent[]));
  browserSession.on('Tracing.dataCollected', onData);
  const complete = new Promise<void>((resolve) => browserSession.once('Tracing.tracingComplete', () => resolve()));
  await browserSession.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: categories, recordMode: 'recordAsMuchAsPossible' },
  });
  let result: T;
  try {
    result = await during();
  } finally {
    await browserSession.send('Tracing.end');
    await complete;
    browserSession.off('Tracing.dataCollected', onData);
  }
  return { events, result };
}
