import { describe, expect, it } from 'vitest';
import { WORKER_FAILED, WorkerFailedError, watchWorker } from './workerFailure';

const fakeWorker = () => new EventTarget() as unknown as Worker;
const never = () => new Promise<number>(() => {});

describe('watchWorker', () => {
  it("rejects a call still waiting when the worker fails, with the page's words, and tells the owner once", async () => {
    const worker = fakeWorker();
    let told = 0;
    const watch = watchWorker(worker, () => told++);
    const waiting = watch.guard(never());
    worker.dispatchEvent(new Event('error'));
    worker.dispatchEvent(new Event('messageerror'));
    await expect(waiting).rejects.toThrow(WorkerFailedError);
    await expect(waiting).rejects.toThrow(WORKER_FAILED);
    expect(told).toBe(1);
    // A call made after the failure is refused at once.
    await expect(watch.guard(never())).rejects.toThrow(WORKER_FAILED);
  });

  it('passes answers and refusals through while the worker lives', async () => {
    const watch = watchWorker(fakeWorker());
    await expect(watch.guard(Promise.resolve(7))).resolves.toBe(7);
    await expect(watch.guard(Promise.reject(new Error('bad input')))).rejects.toThrow('bad input');
  });

  it('keeps nothing of a call once it has settled, however many calls a long-lived worker answers', async () => {
    const watch = watchWorker(fakeWorker());
    const calls = Array.from({ length: 200 }, (_, i) => watch.guard(Promise.resolve(i)));
    const hanging = watch.guard(never());
    expect(watch.waiting).toBe(201);
    await Promise.all(calls);
    await Promise.resolve();
    expect(watch.waiting).toBe(1);
    void hanging;
  });

  it('a worker stopped on purpose is not reported as failed', () => {
    const worker = fakeWorker();
    let told = 0;
    const watch = watchWorker(worker, () => told++);
    watch.stop();
    worker.dispatchEvent(new Event('error'));
    expect(told).toBe(0);
  });
});
