import { workerData } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { transferListOf } from '../binary-values.js';
import type { TaskModule } from '../dispatcher.js';
import { DispatchFailureCode } from '../dispatch-failure-code.js';
import type {
  CallerToThread,
  ThreadError,
  LocalWorkerData,
  TaskMessage,
  TaskOutcome,
  ThreadToCaller,
} from './task-message.js';

/** The error a task's signal is aborted with: its message is the cancellation reason. */
export class TaskCancelledError extends Error {
  readonly code = DispatchFailureCode.callCancelled;
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'TaskCancelledError';
  }
}

class UnknownTaskError extends Error {
  readonly code = DispatchFailureCode.unknownTask;
  constructor(task: string) {
    super(`the tasks module has no task named ${JSON.stringify(task)}`);
    this.name = 'UnknownTaskError';
  }
}

const data = workerData as LocalWorkerData;
let tasksModule: Promise<TaskModule> | undefined;

function loadTasks(): Promise<TaskModule> {
  tasksModule ??= import(data.tasksModule) as Promise<TaskModule>;
  return tasksModule;
}

/**
 * Runs one call inside a pool thread (Piscina's task function). The call's `AbortSignal` is a
 * local `AbortController`, aborted when the caller posts `abort` on the call's port. A call whose
 * shared `cancelled` flag is set when the thread takes it never starts.
 */
export async function runTask(message: TaskMessage): Promise<TaskOutcome> {
  const { port, correlationId } = message;
  const controller = new AbortController();
  port.on('message', (received: CallerToThread) => {
    if (received.kind === 'abort') controller.abort(new TaskCancelledError(received.reason));
  });
  try {
    const module = await loadTasks();
    if (Atomics.load(message.cancelled, 0) === 1)
      throw new TaskCancelledError('cancelled before it started');
    const task = Object.hasOwn(module.tasks, message.task) ? module.tasks[message.task] : undefined;
    if (task === undefined) throw new UnknownTaskError(message.task);
    const started: ThreadToCaller = { kind: 'started' };
    port.postMessage(started);
    const value = await task(message.payload, { signal: controller.signal, correlationId });
    const outcome: TaskOutcome = { ok: true, value };
    // Buffers the task marked as its own are moved to the caller, not copied.
    const buffers = [...new Set(transferListOf(value))]; // a buffer listed twice cannot move
    if (buffers.length === 0) return outcome;
    return move({
      [transferableSymbol]: buffers,
      [valueSymbol]: outcome,
    }) as unknown as TaskOutcome;
  } catch (error) {
    return { ok: false, error: threadError(error) };
  } finally {
    port.close();
  }
}

/** The plain-data form of what a task threw: code, message, typed issues (unredacted: the caller redacts) and its cause. */
function threadError(error: unknown): ThreadError {
  const codeOf = (value: unknown): string | undefined =>
    value !== null && typeof value === 'object' && 'code' in value
      ? typeof (value as { code: unknown }).code === 'string'
        ? (value as { code: string }).code
        : undefined
      : undefined;
  const message = error instanceof Error ? error.message : String(error);
  const code = codeOf(error);
  const raw =
    error !== null && typeof error === 'object' && 'issues' in error
      ? (error as { issues: unknown }).issues
      : undefined;
  const issues = Array.isArray(raw)
    ? (raw as unknown[]).flatMap((item) => {
        if (item === null || typeof item !== 'object') return [];
        const { code: c, path, message: m } = item as Record<string, unknown>;
        return typeof c === 'string' && typeof m === 'string'
          ? [{ code: c, path: typeof path === 'string' ? path : '', message: m }]
          : [];
      })
    : [];
  const cause = error instanceof Error ? error.cause : undefined;
  const causeCode = codeOf(cause);
  return {
    message,
    ...(code === undefined ? {} : { code }),
    ...(issues.length === 0 ? {} : { issues }),
    ...(causeCode === undefined
      ? {}
      : {
          cause: {
            code: causeCode,
            message: cause instanceof Error ? cause.message : String(cause),
          },
        }),
  };
}
