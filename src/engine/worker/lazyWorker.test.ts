import { describe, expect, it } from 'vitest';
import { workerOverChannel } from '../session/fakeWorker.testSupport';
import { lazyWorker } from './lazyWorker';
import { WORKER_FAILED } from './workerFailure';

/** A worker answering `twice(n)`; `crash()` fires its `error` event. */
const fakeWorker = () => workerOverChannel({ twice: (n: number) => 2 * n });

type Api = { twice(n: number): number };

describe('lazyWorker', () => {
  it('starts its worker on the first call and keeps it for the next', async () => {
    const made: ReturnType<typeof fakeWorker>[] = [];
    const call = lazyWorker<Api>(() => {
      made.push(fakeWorker());
      return made[made.length - 1]!.worker;
    });
    expect(made).toHaveLength(0);
    await expect(call((api) => api.twice(2))).resolves.toBe(4);
    await expect(call((api) => api.twice(5))).resolves.toBe(10);
    expect(made).toHaveLength(1);
    made[0]!.close();
  });

  it('a call to a worker that dies is refused in words, and the next call starts a new worker', async () => {
    const made: ReturnType<typeof fakeWorker>[] = [];
    const call = lazyWorker<Api>(() => {
      made.push(fakeWorker());
      return made[made.length - 1]!.worker;
    });
    await call((api) => api.twice(1));
    const waiting = call(() => new Promise<number>(() => {}));
    made[0]!.crash();
    await expect(waiting).rejects.toThrow(WORKER_FAILED);
    expect(made[0]!.terminated()).toBe(true);
    await expect(call((api) => api.twice(3))).resolves.toBe(6);
    expect(made).toHaveLength(2);
    for (const fake of made) fake.close();
  });
});
