import * as Comlink from 'comlink';
import { type WorkerWatch, watchWorker } from './workerFailure';

/**
 * A helper worker started on first use and kept for the next call (the maze, the sudoku
 * generator). A call to a worker that died or never loaded rejects with the page's words
 * (workerFailure.ts) instead of waiting for ever, and the next call starts a new worker.
 * `create` writes `new Worker(new URL(…), { type: 'module' })` inline, so Vite bundles it.
 */
export function lazyWorker<Api>(create: () => Worker): <R>(call: (api: Comlink.Remote<Api>) => Promise<R>) => Promise<R> {
  let current: { api: Comlink.Remote<Api>; watch: WorkerWatch } | null = null;
  return (call) => {
    if (!current) {
      const worker = create();
      const started = {
        api: Comlink.wrap<Api>(worker),
        watch: watchWorker(worker, () => {
          worker.terminate();
          if (current === started) current = null;
        }),
      };
      current = started;
    }
    return current.watch.guard(call(current.api));
  };
}
