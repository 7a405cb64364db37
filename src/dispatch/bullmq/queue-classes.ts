import type {
  IQueueBackend,
  Processor,
  Queue,
  QueueEvents,
  QueueEventsProducer,
  Worker,
  WorkerOptions,
} from 'bullmq';
import { bullmq } from './bullmq-module.js';
import { queueBase } from './bullmq-protocol.js';
import type { JobData, QueueAddress } from './bullmq-protocol.js';

/** A queue of Fiscus calls, on whichever BullMQ backend. */
export type CallQueue = Queue<
  JobData,
  unknown,
  string,
  JobData,
  unknown,
  string,
  IQueueBackend,
  unknown
>;
/** The completion and custom events of a queue. */
export type CallQueueEvents = QueueEvents<unknown, IQueueBackend, unknown>;
/** Publishes custom events on a queue. */
export type CallQueueEventsProducer = QueueEventsProducer<IQueueBackend, unknown>;
/** A worker of a queue of calls. */
export type CallWorker = Worker<
  JobData,
  unknown,
  string,
  IQueueBackend,
  number | object | string | boolean,
  unknown
>;

/** Opens the queue at `address`. */
export function openQueue(address: QueueAddress): CallQueue {
  const base = queueBase(address);
  return new (bullmq().Queue)(address.queueName, base.options, base.backendFactory) as CallQueue;
}

/** Opens a listener for the events of the queue at `address`. */
export function openQueueEvents(address: QueueAddress): CallQueueEvents {
  const base = queueBase(address);
  return new (bullmq().QueueEvents)(
    address.queueName,
    base.options,
    base.backendFactory,
  ) as CallQueueEvents;
}

/** Opens a publisher of custom events on the queue at `address`. */
export function openQueueEventsProducer(address: QueueAddress): CallQueueEventsProducer {
  const base = queueBase(address);
  return new (bullmq().QueueEventsProducer)(
    address.queueName,
    base.options,
    base.backendFactory,
  ) as CallQueueEventsProducer;
}

/** Creates (without starting) a worker of the queue at `address`. */
export function openWorker(
  address: QueueAddress,
  processor: Processor<JobData, unknown, string>,
  options: Omit<WorkerOptions, 'connection' | 'prefix'>,
): CallWorker {
  const base = queueBase(address);
  return new (bullmq().Worker)(
    address.queueName,
    processor,
    { ...options, ...base.options },
    base.backendFactory,
  ) as unknown as CallWorker;
}
