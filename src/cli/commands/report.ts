import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import cliProgress from 'cli-progress';
import type { Command } from 'commander';
import { FailureError, type ReportRequestInput } from '../../contract/index.js';
import { createRecords, type Records, type ReportRecord } from '../../db/index.js';
import { resolveStoreLocation } from '../../store/index.js';
import { DEFAULT_QUEUE_NAME } from './worker.js';
import {
  createBullmqDispatcher,
  createLocalDispatcher,
  parseQueueUrl,
  type Dispatcher,
} from '../../dispatch/index.js';
import {
  COUNTRY_CACHE_TASKS_MODULE,
  COUNTRY_TASKS_MODULE,
  countryPack,
  createCountryCacheRuntime,
  createCountryRuntime,
  loadCountries,
  type CountryRuntimeConfig,
} from '../../countries/index.js';
import {
  coordinateReport,
  awaitReport,
  checkReportRequest,
  ReportCancelledError,
  type CoordinatedReport,
  createSimulationLauncher,
  ExecutorError,
  formatReportSummary,
  SEGMENT_TIMEOUT_SECONDS,
  WAIT_WINDOW_SECONDS,
} from '../../executor/index.js';
import { COMMAND_SUMMARIES } from '../command-summaries.js';
import { positiveInt } from '../option-values.js';
import { failureDetailLines } from '../errors.js';
import { readPolicyFile } from '../input-files.js';
import { probeQueue } from '../queue-probe.js';
import { ensureWritableDirectory } from '../state-directory.js';
import { executedResult, recordedResult } from '../report-result.js';
import { countryOption } from './country.js';
import {
  createFailureReporter,
  createLogger,
  createTracer,
  logSink,
  newCorrelationId,
} from '../../telemetry/index.js';

/** Where `fiscus` keeps its local state by default. */
export const FISCUS_HOME = '.fiscus';

/** Options of `fiscus report`, as commander parses them. */
interface ReportOptions {
  readonly reform?: string;
  readonly baseline?: string;
  readonly country: string;
  readonly cache?: boolean;
  readonly year?: number;
  readonly region?: string;
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
    .description(COMMAND_SUMMARIES.report)
    .addOption(countryOption())
    .option('--reform <file>', "reform policy JSON (default: the country's example reform)")
    .option('--baseline <file>', 'baseline policy JSON (default: current law)')
    .option('--year <year>', "simulation year (default: the country's current year)", positiveInt)
    .option(
      '--region <region>',
      'the country id (national, the default), a region code such as ca, or a region group such as group-01',
    )
    .option(
      '--no-segmented',
      'run each national simulation as one call instead of one call per segment (a state or region group is always one call)',
    )
    .option('--delivery <mode>', 'database (record the report) or return (no records)', 'database')
    .option(
      '--compare-with <id>',
      'reference report to compare with, section by section (database delivery)',
    )
    .option(
      '--json',
      'print the execution result as one JSON document: report id, status, digest, MacroOutput, provenance, artifacts (a repeated request prints the recorded one)',
    )
    .option('--households <n>', 'households of the synthetic dataset (default 60,000)', positiveInt)
    .option('--home <dir>', 'local state directory', FISCUS_HOME)
    .option(
      '--database <url>',
      'records database (default SQLite <home>/fiscus.db; postgres://… for Postgres)',
    )
    .option(
      '--store <location>',
      'artifact store: a directory or s3://bucket/prefix?endpoint=…&region=… (credentials from AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY; default <home>/store)',
    )
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
  ensureWritableDirectory(home, '--home');
  const storeRoot = resolveStoreLocation(options.store ?? join(home, 'store'));
  if (options.store !== undefined && !storeRoot.startsWith('s3://'))
    ensureWritableDirectory(storeRoot, '--store');
  const pack = countryPack(options.country);
  const year = options.year ?? pack.defaultYear;
  const region = options.region ?? pack.id;
  const config: CountryRuntimeConfig = {
    storeRoot,
    datasetDirectory: join(home, 'datasets'),
    ...(options.households === undefined ? {} : { households: options.households }),
  };
  // On a terminal the command says what failed in words: JSON log lines only with --verbose, or
  // (warnings and failures) when stderr goes to a file or a log collector.
  const logger = createLogger({
    level: options.verbose === true ? 'info' : process.stderr.isTTY === true ? 'silent' : 'warn',
    destination: process.stderr,
  });
  const sink = logSink(logger);
  const failures = createFailureReporter({ logger, sink });
  const tracer = createTracer({ sink });
  const reportId = `report-${randomUUID()}`;
  const request: ReportRequestInput = {
    country: pack.id,
    year,
    region,
    dataset: pack.dataset.name,
    baselinePolicy:
      options.baseline === undefined
        ? 'current-law'
        : await readPolicyFile(options.baseline, 'baseline file'),
    reformPolicy:
      options.reform === undefined
        ? pack.exampleReform.policy
        : await readPolicyFile(options.reform),
    delivery:
      options.compareWith === undefined
        ? { mode: options.delivery }
        : { mode: options.delivery, compareWith: options.compareWith },
    // Segments split the national population; a state or region group is one call already.
    options: { segmented: options.segmented && region === pack.id },
    reportId,
    correlationId: newCorrelationId(),
  };
  if (options.reform === undefined && options.json !== true)
    process.stderr.write(
      `No --reform given: running the example reform ${pack.exampleReform.file} (${pack.exampleReform.summary}).\n`,
    );
  // With the cache (the default) workers read the precomputed current-law baseline when it holds
  // every planned column, and compute and store it otherwise; the dataset is a stored artifact.
  const countries = await loadCountries({ [pack.id]: pack });
  const cacheConfig = { country: pack.id, ...config };
  const cached =
    options.cache === false ? undefined : createCountryCacheRuntime(countries, cacheConfig);
  const plain = cached === undefined ? createCountryRuntime(countries, config) : undefined;
  const runtime = cached?.worker ?? plain!;
  const tasksModule = cached === undefined ? COUNTRY_TASKS_MODULE : COUNTRY_CACHE_TASKS_MODULE;
  // A request that cannot run, and a queue that does not answer, are named now, before the
  // dataset is built (the coordinator checks the request again when it starts).
  try {
    checkReportRequest(request, countries, { hasRecords: true });
  } catch (error) {
    if (!(error instanceof ExecutorError)) throw error;
    printExecutorError(error);
    return 1;
  }
  if (options.queue !== undefined) await probeQueue(options.queue);
  const began = performance.now();
  process.stderr.write('Loading the dataset (the first run builds and saves it)…\n');
  const datasetRequest = { country: pack.id, name: pack.dataset.name, year };
  if (plain) await plain.datasets.ensure(datasetRequest);
  else await runtime.datasets.load(datasetRequest);
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
      request.options?.segmented === true ? 2 * runtime.regions.segmentCount(pack.id) : 2;
    if (showBar) bar.start(total, 0);
    let done = 0;
    const launcher = createSimulationLauncher({
      dispatcher,
      config: cached === undefined ? config : cacheConfig,
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
          countries,
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
            `\nReport ${existing.id} (the identical request this one waited for) failed: ${awaited.report.errorCode}\n  ${awaited.report.errorSummary}\n${failureDetailLines(awaited.report.errorDetail, '    ')}`,
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
      const recorded = await recordedResult(
        outcome.existing,
        records!,
        runtime.store,
        outcome.reason,
      );
      if (options.json === true) {
        process.stdout.write(`${JSON.stringify(recorded, null, 2)}\n`);
        return recorded.error === undefined ? 0 : 1;
      }
      process.stdout.write(
        `This request repeats report ${recorded.reportId} (${recorded.status}); its recorded result:\n`,
      );
      if (recorded.error !== undefined)
        process.stdout.write(`  failed: ${recorded.error.code}: ${recorded.error.summary ?? ''}\n`);
      if (recorded.macroOutput !== undefined)
        process.stdout.write(
          `\n${formatReportSummary(recorded.macroOutput, pack.macroProfile.labels)}\n\nDigest (reportAggregateSha256): ${recorded.reportAggregateSha256 ?? ''}\n`,
        );
      return recorded.error === undefined ? 0 : 1;
    }
    const { result } = outcome;
    if (outcome.repaired !== undefined)
      process.stderr.write(
        `Report ${outcome.repaired.id} had succeeded but its aggregate artifact was missing or damaged: recomputed it (same digest) and stored it again.\n`,
      );
    if (options.json === true) {
      process.stdout.write(
        `${JSON.stringify(executedResult(result, outcome.aggregateArtifact), null, 2)}\n`,
      );
      return 0;
    }
    const seconds = ((performance.now() - began) / 1000).toFixed(1);
    process.stdout.write(
      `\nReport ${result.reportId} (${region}, ${year}) in ${seconds} s\n\n${formatReportSummary(result.macroOutput, pack.macroProfile.labels)}\n\n`,
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
      printExecutorError(error);
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

function printExecutorError(error: ExecutorError): void {
  process.stderr.write(`\nReport failed: ${error.code}\n`);
  for (const issue of error.issues)
    process.stderr.write(`  - ${issue.path}: ${issue.message} (${issue.code})\n`);
}

function leaseText(report: ReportRecord): string {
  return report.leaseHolder === null || report.leaseExpiresAt === null
    ? ''
    : ` (lease held by ${report.leaseHolder} until ${report.leaseExpiresAt})`;
}
