import { randomUUID } from 'node:crypto';
import type { Call, Dispatcher, SpawnOptions } from './dispatcher.js';
import { dispatcherClosedError } from './dispatch-failure.js';

/**
 * A dispatcher that opens its backend on the first call: a run with nothing to dispatch (a
 * precompute with nothing missing) starts no threads and opens no connections. Calls and closing
 * behave as the backend's; closing before any call opens nothing, and later calls are refused
 * with `dispatcher_closed` as any closed dispatcher refuses them.
 */
export function lazyDispatcher(open: () => Dispatcher): Dispatcher & { readonly opened: boolean } {
  let backend: Dispatcher | undefined;
  let closed = false;
  return {
    get opened() {
      return backend !== undefined;
    },
    spawn<P, R>(task: string, payload: P, options: SpawnOptions = {}): Promise<Call<R>> {
      if (closed)
        return Promise.reject(dispatcherClosedError(options.correlationId ?? randomUUID()));
      backend ??= open();
      return backend.spawn<P, R>(task, payload, options);
    },
    close(): Promise<void> {
      closed = true;
      return backend === undefined ? Promise.resolve() : backend.close();
    },
  };
}
