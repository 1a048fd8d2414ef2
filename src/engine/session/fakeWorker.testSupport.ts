import * as Comlink from 'comlink';

/**
 * A worker for tests: `host` exposed through Comlink behind a real message channel, shaped as a
 * `Worker`. `crash()` fires its `error` event, as a script that did not load or threw outside any
 * call does; `close()` ends the host's side once the test is done.
 */
export function workerOverChannel(host: object) {
  const { port1, port2 } = new MessageChannel();
  Comlink.expose(host, port2 as unknown as Comlink.Endpoint);
  port1.start();
  let terminated = false;
  const worker = {
    postMessage: port1.postMessage.bind(port1),
    addEventListener: port1.addEventListener.bind(port1),
    removeEventListener: port1.removeEventListener.bind(port1),
    terminate: () => {
      terminated = true;
      port1.close();
    },
  } as unknown as Worker;
  return { worker, crash: () => port1.dispatchEvent(new Event('error')), terminated: () => terminated, close: () => port2.close() };
}
