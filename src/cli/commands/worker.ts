import type { Command } from 'commander';
import { parseQueueUrl, startBullmqWorker } from '../../dispatch/index.js';
import { EXECUTOR_TASKS_MODULE } from '../../executor/index.js';

interface WorkerOptions {
  readonly queue: string;
  readonly queueName: string;
  readonly concurrency: string;
}

/** The queue `fiscus report --queue` and `fiscus worker` share unless told otherwise. */
export const DEFAULT_QUEUE_NAME = 'fiscus-simulations';

/** Registers `fiscus worker`: a BullMQ worker process running the executor's simulation tasks. */
export function registerWorkerCommand(program: Command): void {
  program
    .command('worker')
    .description(
      'Run simulation tasks from a Redis queue (start any number of these; `fiscus report --queue` feeds them).',
    )
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
    .action(async (options: WorkerOptions) => {
      const worker = await startBullmqWorker({
        connection: parseQueueUrl(options.queue),
        queueName: options.queueName,
        tasksModule: EXECUTOR_TASKS_MODULE,
        concurrency: Number(options.concurrency),
        onError: (error) => process.stderr.write(`worker error: ${error.message}\n`),
      });
      process.stderr.write(
        `fiscus worker ${worker.id} listening on ${options.queue} (queue ${options.queueName})\n`,
      );
      await new Promise<void>((resolve) => {
        const stop = (): void => {
          process.off('SIGINT', stop);
          process.off('SIGTERM', stop);
          resolve();
        };
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
      });
      await worker.close();
    });
}
