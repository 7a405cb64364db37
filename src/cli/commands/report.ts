import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import cliProgress from 'cli-progress';
import { InvalidArgumentError, type Command } from 'commander';
import {
  FailureError,
  type MacroOutput,
  type Policy,
  type ReportRequestInput,
} from '../../contract/index.js';
import { createRecords, type Records, type ReportRecord } from '../../db/index.js';
import type { ArtifactStore } from '../../store/index.js';
import { DEFAULT_QUEUE_NAME } from './worker.js';
import { createUsCacheRuntime, US_CACHE_TASKS_MODULE } from '../../cache/index.js';
import {
  createBullmqDispatcher,
  createLocalDispatcher,
  parseQueueUrl,
  type Dispatcher,
} from '../../dispatch/index.js';
import {
  awaitReport,
  coordinateReport,
  ReportCancelledError,
  type CoordinatedReport,
  createDefaultRuntime,
  createSimulationLauncher,
  EXAMPLE_CTC_REFORM,
  EXECUTOR_TASKS_MODULE,
  ExecutorError,
  formatReportSummary,
  SEGMENT_TIMEOUT_SECONDS,
  WAIT_WINDOW_SECONDS,
  type DefaultRuntimeConfig,
} from '../../executor/index.js';
import {
  createFailureReporter,
  createLogger,
  createTracer,
  logSink,
  newCorrelationId,
} from '../../telemetry/index.js';

/** The reform `fiscus report` runs without `--reform` (examples/ctc-3600.json). */
export const DEFAULT_EXAMPLE_REFORM: Policy = EXAMPLE_CTC_REFORM;

/** Where `fiscus` keeps its local state by default. */
export const FISCUS_HOME = '.fiscus';

/** Reads a policy file: `{ "reform": {...}, "structural"?: [...] }` or a bare PolicyEngine reform `{ path: { period: value } }`. */
export function readPolicyFile(path: string): Policy {
  const json = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  if (json === 'current-law') return 'current-law';
  if (json !== null && typeof json === 'object' && 'reform' in json) return json as Policy;
  return { reform: json as Record<string, Record<string, number>> };
}

const positiveInt = (text: string): number => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('expected a positive integer');
  return n;
};

/** Options of `fiscus report`, as commander parses them. */
interface ReportOptions {
  readonly reform?: string;
  readonly baseline?: string;
  readonly cache?: boolean;
  readonly year: number;
  readonly region: string;
  readonly segmented: boolean;
  readonly delivery: 'return' | 'database';
  readonly compareWith?: string;
  readonly json?: boolean;
  readonly households?: number;
  readonly home: string;
  readonly database?: string;
  readonly store?: string;
  readonly queue?: string;
  readonly queueName: string;
  readonly threads?: number;
  readonly waitWindow: number;
  readonly progress: boolean;
  readonly wait: boolean;
  readonly leaseSeconds: number;
  readonly verbose?: boolean;
}

/** Exit status when an identical report is running elsewhere and `--no-wait` said not to wait. */
export const EXIT_ALREADY_RUNNING = 3;

/** Registers `fiscus report`: a national (or state) reform report through the coordinator. */
export function registerReportCommand(program: Command): void {
  program
    .command('report')
    .description(
      'Compute a reform report: budget, deciles, poverty and inequality, on the bundled synthetic dataset.',
    )
    .option(
      '--reform <file>',
      'reform policy JSON (default: the $3,600 child tax credit of examples/ctc-3600.json)',
    )
    .option('--baseline <file>', 'baseline policy JSON (default: current law)')
    .option('--year <year>', 'simulation year', positiveInt, 2026)
    .option('--region <region>', 'us, a state code (ca) or a region group (group-01)', 'us')
    .option('--no-segmented', 'run each simulation as one call instead of 20 segment calls')
    .option('--delivery <mode>', 'database (record the report) or return (no records)', 'database')
    .option(
      '--compare-with <id>',
      'reference report to compare with, section by section (database delivery)',
    )
    .option('--json', 'print the MacroOutput as JSON')
    .option('--households <n>', 'households of the synthetic dataset (default 60,000)', positiveInt)
    .option('--home <dir>', 'local state directory', FISCUS_HOME)
    .option(
      '--database <url>',
      'records database (default SQLite <home>/fiscus.db; postgres://… for Postgres)',
    )
    .option('--store <dir>', 'artifact store directory (default <home>/store)')
    .option(
      '--queue <url>',
      'run simulations on `fiscus worker` processes through redis://… (default: local worker threads)',
    )
    .option(
      '--queue-name <name>',
      'queue name, with --queue (the workers must use the same)',
      DEFAULT_QUEUE_NAME,
    )
    .option('--threads <n>', 'local worker threads (default: all cores)', positiveInt)
    .option(
      '--wait-window <seconds>',
      'the coordinator wait window',
      positiveInt,
      WAIT_WINDOW_SECONDS,
    )
    .option('--no-cache', 'compute the current-law baseline instead of reading the baseline cache')
    .option('--no-progress', 'no progress bar')
    .option(
      '--lease-seconds <n>',
      'how long the claim on the report lasts unrenewed: a coordinator killed without a trace is taken over after this (database delivery)',
      positiveInt,
      60,
    )
    .option(
      '--no-wait',
      'if an identical report is already running, say so and exit 3 instead of waiting for its result',
    )
    .option('--verbose', 'log at info level to stderr')
    .action(async (options: ReportOptions) => {
      process.exitCode = await runReportCommand(options);
    });
}

async function runReportCommand(options: ReportOptions): Promise<number> {
  if (options.delivery !== 'return' && options.delivery !== 'database') {
    process.stderr.write(
      `--delivery must be return or database, not ${String(options.delivery)}\n`,
    );
    return 2;
  }
  const home = resolve(options.home);
  mkdirSync(home, { recursive: true });
  const config: DefaultRuntimeConfig = {
    storeRoot: resolve(options.store ?? join(home, 'store')),
    datasetDirectory: join(home, 'datasets'),
    ...(options.households === undefined ? {} : { households: options.households }),
  };
  const logger = createLogger({
    level: options.verbose === true ? 'info' : 'warn',
    destination: process.stderr,
  });
  const sink = logSink(logger);
  const failures = createFailureReporter({ logger, sink });
  const tracer = createTracer({ sink });
  const reportId = `report-${randomUUID()}`;
  const request: ReportRequestInput = {
    country: 'us',
    year: options.year,
    region: options.region,
    dataset: 'default',
    baselinePolicy:
      options.baseline === undefined ? 'current-law' : readPolicyFile(options.baseline),
    reformPolicy:
      options.reform === undefined ? DEFAULT_EXAMPLE_REFORM : readPolicyFile(options.reform),
    delivery:
      options.compareWith === undefined
        ? { mode: options.delivery }
        : { mode: options.delivery, compareWith: options.compareWith },
    options: { segmented: options.segmented },
    reportId,
    correlationId: newCorrelationId(),
  };
  if (options.reform === undefined && options.json !== true)
    process.stderr.write(
      'No --reform given: running the example reform examples/ctc-3600.json (child tax credit $3,600 per child).\n',
    );
  // With the cache (the default) workers read the precomputed current-law baseline when it holds
  // every planned column, and compute and store it otherwise; the dataset is a stored artifact.
  const cached = options.cache === false ? undefined : createUsCacheRuntime(config);
  const plain = cached === undefined ? createDefaultRuntime(config) : undefined;
  const runtime = cached?.worker ?? plain!;
  const tasksModule = cached === undefined ? EXECUTOR_TASKS_MODULE : US_CACHE_TASKS_MODULE;
  const began = performance.now();
  process.stderr.write('Loading the dataset (the first run builds and saves it)…\n');
  if (plain) await plain.datasets.ensure({ country: 'us', name: 'default', year: options.year });
  else await runtime.datasets.load({ country: 'us', name: 'default', year: options.year });
  let records: Records | undefined;
  let dispatcher: Dispatcher | undefined;
  const bar = new cliProgress.SingleBar(
    {
      format: 'simulations |{bar}| {value}/{total} calls',
      hideCursor: true,
      stream: process.stderr,
    },
    cliProgress.Presets.shades_classic,
  );
  const showBar = options.progress && options.json !== true && process.stderr.isTTY === true;
  try {
    if (options.delivery === 'database')
      records = await createRecords(options.database ?? join(home, 'fiscus.db'));
    dispatcher =
      options.queue === undefined
        ? createLocalDispatcher({
            tasksModule,
            ...(options.threads === undefined ? {} : { threads: options.threads }),
          })
        : await createBullmqDispatcher({
            connection: parseQueueUrl(options.queue),
            queueName: options.queueName,
          });
    const total =
      options.segmented && options.region === 'us' ? 2 * runtime.regions.segmentCount('us') : 2;
    if (showBar) bar.start(total, 0);
    let done = 0;
    const launcher = createSimulationLauncher({
      dispatcher,
      config,
      runtime,
      segmentTimeoutMs: SEGMENT_TIMEOUT_SECONDS * 1000,
      onProgress: (event) => {
        if (event.state === 'succeeded') bar.update(++done);
      },
      onSegmentFailure: (failure) => failures.report(failure, { stage: 'segment', reportId }),
    });
    // Ctrl-C: the coordinator cancels its workers; the report is then recorded cancelled at
    // once (a second Ctrl-C, or SIGKILL, leaves it to the lease's expiry).
    const interrupt = new AbortController();
    const onSigint = (): void => {
      if (interrupt.signal.aborted) process.exit(130);
      process.stderr.write(
        '\nInterrupted: cancelling the report (Ctrl-C again to quit at once)…\n',
      );
      interrupt.abort(new Error('interrupted (SIGINT)'));
    };
    process.on('SIGINT', onSigint);
    let outcome: CoordinatedReport;
    try {
      for (;;) {
        outcome = await coordinateReport(request, {
          store: runtime.store,
          launcher,
          models: runtime.models,
          ...(records === undefined ? {} : { records }),
          logger,
          tracer,
          failures,
          waitWindowMs: options.waitWindow * 1000,
          signal: interrupt.signal,
          lease: { ttlMs: options.leaseSeconds * 1000 },
        });
        if (outcome.kind !== 'duplicate' || records === undefined) break;
        const existing = outcome.existing;
        if (existing.status === 'succeeded') break;
        if (!options.wait) {
          if (showBar) bar.stop();
          process.stderr.write(
            `This report is already ${existing.status} as ${existing.id}${leaseText(existing)}.\n` +
              `Run the same command without --no-wait to wait for its result, or see \`fiscus reports show ${existing.id}\`.\n`,
          );
          return EXIT_ALREADY_RUNNING;
        }
        process.stderr.write(
          `This report is already ${existing.status} as ${existing.id}${leaseText(existing)}; waiting for its result (Ctrl-C stops waiting, the report goes on)…\n`,
        );
        const awaited = await awaitReport(records, existing.id, { signal: interrupt.signal });
        if (awaited.kind === 'aborted') {
          process.stderr.write(
            `Stopped waiting; report ${existing.id} goes on: \`fiscus reports show ${existing.id}\`.\n`,
          );
          return 130;
        }
        if (awaited.kind === 'finished' && awaited.report.status === 'succeeded') {
          outcome = { kind: 'duplicate', reason: outcome.reason, existing: awaited.report };
          break;
        }
        if (
          awaited.kind === 'finished' &&
          awaited.report.errorCode !== 'report_abandoned' &&
          awaited.report.errorCode !== 'report_cancelled'
        ) {
          if (showBar) bar.stop();
          process.stderr.write(
            `\nReport ${existing.id} (the identical request this one waited for) failed: ${awaited.report.errorCode}\n  ${awaited.report.errorSummary}\n`,
          );
          return 1;
        }
        // Its coordinator died, or it was cancelled or abandoned: claim the request and compute.
        process.stderr.write(
          awaited.kind === 'lease_expired'
            ? `Report ${existing.id} was abandoned (its lease expired): computing it again.\n`
            : `Report ${existing.id} did not finish: computing it again.\n`,
        );
      }
    } finally {
      process.off('SIGINT', onSigint);
    }
    if (showBar) {
      bar.update(total);
      bar.stop();
    }
    if (outcome.kind === 'duplicate') {
      return printRecordedReport(outcome.existing, runtime.store, options, config.storeRoot);
    }
    const { result } = outcome;
    if (outcome.repaired !== undefined)
      process.stderr.write(
        `Report ${outcome.repaired.id} had succeeded but its aggregate artifact was missing or damaged: recomputed it (same digest) and stored it again.\n`,
      );
    if (options.json === true) {
      process.stdout.write(`${JSON.stringify(result.macroOutput, null, 2)}\n`);
      return 0;
    }
    const seconds = ((performance.now() - began) / 1000).toFixed(1);
    process.stdout.write(
      `\nReport ${result.reportId} (${request.region}, ${request.year}) in ${seconds} s\n\n${formatReportSummary(result.macroOutput)}\n\n`,
    );
    process.stdout.write(`Digest (reportAggregateSha256): ${result.reportAggregateSha256}\n`);
    process.stdout.write(
      `Artifacts in ${config.storeRoot}:\n  baseline  ${result.artifacts.baseline.key}\n  reform    ${result.artifacts.reform.key}\n`,
    );
    if (outcome.aggregateArtifact !== undefined)
      process.stdout.write(
        `  aggregate ${outcome.aggregateArtifact.key}\nRecorded in ${options.database ?? join(home, 'fiscus.db')}: fiscus reports show ${result.reportId}\n`,
      );
    return 0;
  } catch (error) {
    if (showBar) bar.stop();
    if (error instanceof ReportCancelledError) {
      // Recorded now rather than at the lease's expiry; a report another holder took is left alone.
      await records
        ?.cancelReport(reportId, {
          reason: error.message,
          correlationId: request.correlationId ?? reportId,
        })
        .catch(() => false);
      process.stderr.write(`\nR${error.message.slice(1)}\n`);
      return 130;
    }
    if (error instanceof ExecutorError) {
      process.stderr.write(`\nReport failed: ${error.code}\n`);
      for (const issue of error.issues)
        process.stderr.write(`  - ${issue.path}: ${issue.message} (${issue.code})\n`);
      return 1;
    }
    if (error instanceof FailureError) {
      process.stderr.write(
        `\nReport failed: ${error.failure.code}${error.failure.segmentIndex === undefined ? '' : ` (segment ${error.failure.segmentIndex})`}\n  ${error.failure.summary}\n`,
      );
      return 1;
    }
    throw error;
  } finally {
    await dispatcher?.close();
    await records?.close();
  }
}

function leaseText(report: ReportRecord): string {
  return report.leaseHolder === null || report.leaseExpiresAt === null
    ? ''
    : ` (lease held by ${report.leaseHolder} until ${report.leaseExpiresAt})`;
}

/** Prints a recorded report's result, read from its aggregate artifact. */
async function printRecordedReport(
  report: ReportRecord,
  store: ArtifactStore,
  options: ReportOptions,
  storeRoot: string,
): Promise<number> {
  const artifact = report.aggregateArtifact as { key?: string; sha256?: string } | null;
  if (artifact?.key === undefined) {
    process.stderr.write(`Report ${report.id} succeeded but records no aggregate artifact.\n`);
    return 1;
  }
  const macroOutput = JSON.parse(
    new TextDecoder().decode(await store.get(artifact.key, artifact.sha256)),
  ) as MacroOutput;
  if (options.json === true) {
    process.stdout.write(`${JSON.stringify(macroOutput, null, 2)}\n`);
    return 0;
  }
  process.stdout.write(
    `\nReport ${report.id} (an identical request, already computed) (${options.region}, ${options.year})\n\n${formatReportSummary(macroOutput)}\n\n`,
  );
  process.stdout.write(`Digest (reportAggregateSha256): ${report.reportAggregateSha256}\n`);
  process.stdout.write(`  aggregate ${artifact.key} in ${storeRoot}\n`);
  return 0;
}
