import * as Comlink from 'comlink';
import { describe, expect, it, vi } from 'vitest';
import type { RunApi } from '../../../workers/protocol/run';
import type { FamilyAdapter } from './familyAdapter';
import type { PlayerModel } from './playerTypes';
import { RunSession } from './RunSession';

vi.stubGlobal('requestAnimationFrame', (cb: (t: number) => void) => setTimeout(() => cb(performance.now()), 16));
vi.stubGlobal('cancelAnimationFrame', (handle: number) => clearTimeout(handle));

class ValueModel implements PlayerModel<number> {
  constructor(public value: number) {}
  apply(): void {}
  clearHighlight(): void {}
  snapshot = () => this.value;
  restore(value: number): void {
    this.value = value;
  }
}

/** A worker's run host behind a real message channel, recording what the page asks of it. */
function fakeWorker() {
  const asked: string[] = [];
  let runs = 0;
  const host: RunApi<number, null> = {
    start: (input) => {
      asked.push(`start ${input}`);
      return { runId: ++runs, meta: null };
    },
    total: async () => null,
    nextChunk: () => null,
    end: (runId) => {
      asked.push(`end ${runId}`);
    },
  };
  const { port1, port2 } = new MessageChannel();
  Comlink.expose(host, port2 as unknown as Comlink.Endpoint);
  port1.start();
  const worker = { postMessage: port1.postMessage.bind(port1), addEventListener: port1.addEventListener.bind(port1), removeEventListener: port1.removeEventListener.bind(port1), terminate: () => port1.close() };
  return { asked, worker: worker as unknown as Worker, close: () => port2.close() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('RunSession and its worker', () => {
  it('a reload starts the new run without a separate end message: the new run ends the old one in the worker', async () => {
    const { asked, worker, close } = fakeWorker();
    const adapter: FamilyAdapter<number, number, null, number, ValueModel, { value: number }> = {
      createWorker: () => worker,
      runInput: (input) => input,
      createModel: (input) => new ValueModel(input),
      extras: (model) => ({ value: model.value }),
      narrate: () => '',
      outcome: () => 'Run over',
      errorText: (message) => message,
    };
    const session = new RunSession(adapter, 1);
    await settle();
    session.load(2);
    await settle();
    session.load(3);
    await settle();
    expect(asked).toEqual(['start 1', 'start 2', 'start 3']);
    session.dispose();
    close();
  });
});
