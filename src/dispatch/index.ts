/**
 * Dispatch: how calls run. One interface (`Dispatcher` → `Call` with `poll`, `result`, `cancel`,
 * carrying an `AbortSignal` into the task) and two backends, held to one conformance suite:
 *
 * - `LocalDispatcher`: a Piscina worker-thread pool in this process. Each thread's bootstrap
 *   registers tsx's ESM hooks, so tasks modules may be TypeScript.
 * - `BullmqDispatcher` + `startBullmqWorker` / `runWorkerProcess`: BullMQ jobs on Redis or
 *   PostgreSQL, run by any number of worker processes (`fiscus worker`), with stalled-job recovery
 *   and cross-process cancellation. Workers run each job on a `LocalDispatcher` thread.
 *
 * Tasks are plain async functions exported by name from a tasks module (`export const tasks`).
 * Imports only `contract` of ours; BullMQ and Piscina types stay inside their backend folders.
 * The conformance suite (`conformance.ts`) is for tests and is not exported here (it imports
 * vitest).
 */
export {
  type Call,
  type CallState,
  type CallStateKind,
  type Dispatcher,
  isFinalCallState,
  type SpawnOptions,
  type TaskContext,
  type TaskFunction,
  type TaskModule,
} from './dispatcher.js';
export {
  callCancelledError,
  dispatcherClosedError,
  dispatchFailure,
  DispatchFailureCode,
} from './dispatch-failure.js';
export { lazyDispatcher } from './lazy-dispatcher.js';
export {
  fromJsonValue,
  toJsonValue,
  transferListOf,
  TYPED_ARRAY_TAG,
  withTransfer,
} from './binary-values.js';
export {
  createLocalDispatcher,
  LocalDispatcher,
  type LocalDispatcherOptions,
  type LocalDispatcherStats,
} from './local/local-dispatcher.js';
export {
  parseQueueUrl,
  DEFAULT_PREFIX,
  QueueBackendUnavailableError,
  hasRedisClient,
} from './bullmq/bullmq-protocol.js';
export type {
  QueueConnection,
  RedisConnection,
  PostgresQueueConnection,
  QueueAddress,
} from './bullmq/bullmq-protocol.js';
export {
  BullmqDispatcher,
  type BullmqDispatcherOptions,
  createBullmqDispatcher,
  DEFAULT_QUEUE_CONNECT_TIMEOUT_MS,
  describeQueueAddress,
  QueueUnreachableError,
} from './bullmq/bullmq-dispatcher.js';
export {
  type BullmqWorker,
  type BullmqWorkerOptions,
  type BullmqWorkerStats,
  type JobPhase,
  startBullmqWorker,
  type WorkerCancellation,
} from './bullmq/bullmq-worker.js';
export {
  runWorkerProcess,
  type WorkerProcessExit,
  type WorkerProcessOptions,
} from './bullmq/run-worker-process.js';
