/**
 * The tasks module of the dispatch conformance suite: small tasks that exercise results,
 * failures, cancellation and sizes. Loaded in worker threads (and BullMQ worker processes).
 */
import { appendFileSync, renameSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { withTransfer, type TaskContext, type TaskFunction } from '../../src/dispatch/index.js';

class TaskCodedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'TaskCodedError';
  }
}

/** Appends one line to `file` when given: how tests see that a task started. */
function mark(file: string | undefined, line: string): void {
  if (file !== undefined) appendFileSync(file, `${line}\n`);
}

/** The conformance tasks, by name. */
export const tasks: Record<string, TaskFunction> = {
  /** Returns its payload and the correlation id it was given. */
  echo: async (payload: { value: unknown; markerFile?: string }, context: TaskContext) => {
    mark(payload.markerFile, 'echo');
    return { value: payload.value, correlationId: context.correlationId };
  },
  /**
   * Returns typed arrays of `length` values, nested in plain data: a Float64Array (with -0, a
   * tiny and a huge value), an Int32Array and a Uint8Array whose buffers are marked to be moved,
   * and a view into the middle of a larger buffer, which is not.
   */
  'typed-arrays': async (payload: { length: number }) => {
    const n = payload.length;
    const floats = Float64Array.from({ length: n }, (_, i) =>
      i % 3 === 0 ? -0 : i * 1e-300 + i * 1e300,
    );
    const ints = Int32Array.from({ length: n }, (_, i) => (i % 2 === 0 ? -i : 2_147_483_647 - i));
    const flags = Uint8Array.from({ length: n }, (_, i) => i % 2);
    const view = new Int32Array(new ArrayBuffer(4 * (n + 2)), 4, n).fill(7);
    return withTransfer({ label: 'typed', columns: [{ floats }, { ints, flags }], view }, [
      floats.buffer,
      ints.buffer,
      flags.buffer,
    ]);
  },
  /** Sleeps `ms` (aborted by the signal), then returns `value`. */
  'sleep-then-return': async (
    payload: { ms: number; value: unknown; markerFile?: string },
    context: TaskContext,
  ) => {
    mark(payload.markerFile, `start ${process.pid}`);
    await sleep(payload.ms, undefined, { signal: context.signal });
    return payload.value;
  },
  /** Appends `label` to `markerFile` as it starts, then sleeps `ms`. */
  'mark-then-sleep': async (
    payload: { ms: number; label: string; markerFile: string },
    context: TaskContext,
  ) => {
    mark(payload.markerFile, payload.label);
    await sleep(payload.ms, undefined, { signal: context.signal });
    return payload.label;
  },
  /** Throws an error carrying `code` (if given) and `message`. */
  'throw-with-code': async (payload: { code?: string; message: string }) => {
    if (payload.code === undefined) throw new Error(payload.message);
    throw new TaskCodedError(payload.code, payload.message);
  },
  /**
   * Burns CPU without ever yielding, writing an increasing counter to `counterFile` every few
   * milliseconds; only terminating its thread stops it.
   */
  'cpu-spin-until-aborted': async (payload: { counterFile: string }) => {
    let counter = 0;
    let next = Date.now();
    for (;;) {
      if (Date.now() >= next) {
        counter += 1;
        // Written aside and renamed, so that a reader never sees the file empty.
        writeFileSync(`${payload.counterFile}.next`, String(counter));
        renameSync(`${payload.counterFile}.next`, payload.counterFile);
        next = Date.now() + 5;
      }
    }
  },
  /** Waits for its signal, records the reason in `markerFile`, then throws the signal's reason. */
  'wait-for-abort': async (payload: { markerFile: string }, context: TaskContext) => {
    mark(payload.markerFile, 'waiting');
    await new Promise<void>((resolve) =>
      context.signal.addEventListener('abort', () => resolve(), { once: true }),
    );
    const reason: unknown = context.signal.reason;
    mark(
      payload.markerFile,
      `aborted: ${reason instanceof Error ? reason.message : String(reason)}`,
    );
    throw reason;
  },
  /** Returns `count` records (about 100 bytes each in JSON). */
  'return-large-json': async (payload: { count: number }) =>
    Array.from({ length: payload.count }, (_, i) => ({
      index: i,
      label: `row-${i}`,
      value: i * 0.5,
      flags: [i % 2 === 0, i % 3 === 0],
    })),
};
