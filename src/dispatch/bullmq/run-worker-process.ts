import { startBullmqWorker } from './bullmq-worker.js';
import type { BullmqWorkerOptions } from './bullmq-worker.js';

/** Options of {@link runWorkerProcess}. */
export interface WorkerProcessOptions extends BullmqWorkerOptions {
  /** Signals that stop the worker: the first gracefully, a second one at once. Default SIGINT, SIGTERM. */
  readonly signals?: readonly NodeJS.Signals[];
  /** Receives one line per lifecycle event (started, stopping, stopped). Default: nothing. */
  readonly log?: (line: string) => void;
  /** Also logs the worker's `stats()` as a JSON line at this interval, in ms. Default: never. */
  readonly statsIntervalMs?: number;
}

/** How {@link runWorkerProcess} ended. */
export type WorkerProcessExit = 'graceful' | 'forced';

/**
 * Runs a BullMQ worker until the process is told to stop — the body of `fiscus worker`. The first
 * stop signal lets running jobs finish and closes every connection and thread (`graceful`). A
 * second signal during that wait resolves at once with `forced`, leaving the running jobs and
 * connections as they are: the caller then exits the process, the jobs' locks lapse and other
 * workers run them again.
 */
export async function runWorkerProcess(options: WorkerProcessOptions): Promise<WorkerProcessExit> {
  const signals = options.signals ?? ['SIGINT', 'SIGTERM'];
  const log = options.log ?? ((): void => undefined);
  const worker = await startBullmqWorker(options);
  log(`worker ${worker.id} started on queue ${options.queueName} (${options.connection.kind})`);
  const statsTimer =
    options.statsIntervalMs === undefined
      ? undefined
      : setInterval(() => log(`stats ${JSON.stringify(worker.stats())}`), options.statsIntervalMs);
  const first = await nextSignal(signals).received;
  clearInterval(statsTimer);
  log(`received ${first}: finishing running jobs (send it again to stop at once)`);
  const second = nextSignal(signals);
  const exit = await Promise.race([
    worker.close().then(() => 'graceful' as const),
    second.received.then(() => 'forced' as const),
  ]);
  second.stopListening();
  log(
    exit === 'graceful'
      ? 'worker stopped'
      : 'stopping at once: running jobs will be run again by other workers',
  );
  return exit;
}

/** The first of `signals` the process receives; listens until then or until told to stop. */
function nextSignal(signals: readonly NodeJS.Signals[]): {
  readonly received: Promise<NodeJS.Signals>;
  stopListening(): void;
} {
  let stop: (signal: NodeJS.Signals) => void = () => undefined;
  const stopListening = (): void => {
    for (const each of signals) process.off(each, stop);
  };
  const received = new Promise<NodeJS.Signals>((resolve) => {
    stop = (signal: NodeJS.Signals): void => {
      stopListening();
      resolve(signal);
    };
    for (const signal of signals) process.on(signal, stop);
  });
  return { received, stopListening };
}
