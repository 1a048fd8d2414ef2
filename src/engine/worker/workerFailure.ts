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
  /** Guarded calls not settled yet: a settled call leaves nothing behind. */
  readonly waiting: number;
}

/**
 * Watches a worker for the two events that mean it will never answer: `error` (its script did
 * not load, or it threw outside any call) and `messageerror` (a message it could not read).
 * `onFail` runs once, at the first of them.
 *
 * Each waiting call's rejecter is kept only until the call settles. A race against one failure
 * promise, as this was, added a reaction to it per call that lived as long as the worker: about
 * 180 promises and their closures a sort run, 1.6 MB of heap over 50 replays (goal E).
 */
export function watchWorker(worker: Worker, onFail: () => void = () => {}): WorkerWatch {
  const waiting = new Set<(error: Error) => void>();
  let failure: Error | null = null;
  let done = false;
  const fail = () => {
    if (done) return;
    stop();
    failure = new WorkerFailedError();
    for (const reject of waiting) reject(failure);
    waiting.clear();
    onFail();
  };
  const stop = () => {
    done = true;
    worker.removeEventListener('error', fail);
    worker.removeEventListener('messageerror', fail);
  };
  worker.addEventListener('error', fail);
  worker.addEventListener('messageerror', fail);
  const guard = <T>(call: Promise<T>): Promise<T> => {
    if (failure) return Promise.reject(failure);
    return new Promise<T>((resolve, reject) => {
      waiting.add(reject);
      call.then(resolve, reject).finally(() => waiting.delete(reject));
    });
  };
  return {
    guard,
    stop,
    get waiting() {
      return waiting.size;
    },
  };
}
