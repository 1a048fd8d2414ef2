/**
 * What a page says when a worker dies or never loads: a chunk missing after a deploy, a
 * connection lost before the worker's script arrived, a crash inside it. Families put it after
 * their own words ('Couldn't start the sort: …').
 */
export const WORKER_FAILED = 'its worker stopped or could not be loaded. Reload the page to try again';

export class WorkerFailedError extends Error {
  constructor() {
    super(WORKER_FAILED);
    this.name = 'WorkerFailedError';
  }
}

export interface WorkerWatch {
  /**
   * The call's own result, or a rejection once the worker has failed: Comlink's calls to a dead
   * worker never settle, so a page awaiting one would wait, silent, for ever.
   */
  guard<T>(call: Promise<T>): Promise<T>;
  /** Stops listening (the worker is being terminated on purpose). */
  stop(): void;
}

/**
 * Watches a worker for the two events that mean it will never answer: `error` (its script did
 * not load, or it threw outside any call) and `messageerror` (a message it could not read).
 * `onFail` runs once, at the first of them.
 */
export function watchWorker(worker: Worker, onFail: () => void = () => {}): WorkerWatch {
  let reject: (error: Error) => void = () => {};
  const failed = new Promise<never>((_, r) => {
    reject = r;
  });
  // Nobody may be awaiting a call when it fails: the rejection is still handled.
  failed.catch(() => {});
  let done = false;
  const fail = () => {
    if (done) return;
    stop();
    reject(new WorkerFailedError());
    onFail();
  };
  const stop = () => {
    done = true;
    worker.removeEventListener('error', fail);
    worker.removeEventListener('messageerror', fail);
  };
  worker.addEventListener('error', fail);
  worker.addEventListener('messageerror', fail);
  return { guard: (call) => Promise.race([call, failed]), stop };
}
