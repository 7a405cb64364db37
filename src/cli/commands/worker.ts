import type { Command } from 'commander';
import { parseQueueUrl, runWorkerProcess } from '../../dispatch/index.js';
import { COUNTRY_TASKS_MODULE } from '../../countries/index.js';
import { COMMAND_SUMMARIES } from '../command-summaries.js';
import { formatCliError } from '../errors.js';
import { positiveInt } from '../option-values.js';
import { probeQueue } from '../queue-probe.js';

interface WorkerOptions {
  readonly queue: string;
  readonly queueName: string;
  readonly concurrency: string;
  readonly statsEvery?: string;
  readonly connectTimeout: number;
}

/** The queue `fiscus report --queue` and `fiscus worker` share unless told otherwise. */
export const DEFAULT_QUEUE_NAME = 'fiscus-simulations';

/** Registers `fiscus worker`: a BullMQ worker process running the executor's simulation tasks. */
export function registerWorkerCommand(program: Command): void {
  program
    .command('worker')
    .description(COMMAND_SUMMARIES.worker)
    .option(
      '--queue <url>',
      'redis://… (or postgres://…) queue connection',
      'redis://127.0.0.1:6379',
    )
    .option(
      '--queue-name <name>',
      'queue name (the same as the reports that feed it)',
      DEFAULT_QUEUE_NAME,
    )
    .option('--concurrency <n>', 'tasks at once in this process', '1')
    .option(
      '--connect-timeout <seconds>',
      'give up with queue_unreachable if the queue does not answer within this at start-up (once started, a lost connection is retried)',
      positiveInt,
      10,
    )
    .option(
      '--stats-every <seconds>',
      "log the worker's jobs, cancellations and threads as a JSON line at this interval",
    )
    .action(async (options: WorkerOptions) => {
      const log = (line: string): void => void process.stderr.write(`fiscus worker: ${line}\n`);
      await probeQueue(options.queue);
      // The first SIGINT/SIGTERM lets running tasks finish; a second one stops at once.
      const exit = await runWorkerProcess({
        connection: parseQueueUrl(options.queue),
        queueName: options.queueName,
        tasksModule: COUNTRY_TASKS_MODULE,
        concurrency: Number(options.concurrency),
        connectTimeoutMs: options.connectTimeout * 1_000,
        onError: (error) => log(`error: ${error.message}`),
        log,
        ...(options.statsEvery === undefined
          ? {}
          : { statsIntervalMs: Number(options.statsEvery) * 1_000 }),
      }).catch((error: unknown) => {
        // A worker that could not start exits now: its half-open clients must not keep it alive.
        process.stderr.write(formatCliError(error));
        process.exit(1);
      });
      if (exit === 'forced') process.exit(130);
    });
}
