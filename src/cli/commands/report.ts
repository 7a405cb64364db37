import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
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
import { writeReportExports, type ReportStamp } from './report-export.js';
import {
  fileVariant,
  formatComparison,
  formatWindowTotal,
  sweepReforms,
  SweepOptionError,
  type ComparisonRow,
  type ReformVariant,
} from './report-batch.js';
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
  /** Reform files: one report, or one per file compared in one table. */
  readonly reform?: readonly string[];
  /** `path=lo:hi:step`: one reform per value, compared in one table. */
  readonly sweep?: string;
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
  /** Write the report's tables (CSV, XLSX) and an offline HTML page here. */
  readonly out?: string;
  /** A user's dataset: an HDF5 file or a directory of per-entity CSV or Parquet files. */
  readonly dataset?: string;
  /** A budget window `FIRST-LAST`: one report per year, one table with the total. */
  readonly years?: string;
}

/** Exit status when an identical report is running elsewhere and `--no-wait` said not to wait. */
export const EXIT_ALREADY_RUNNING = 3;

/** Registers `fiscus report`: a national (or state) reform report through the coordinator. */
export function registerReportCommand(program: Command): void {
  program
    .command('report')
    .description(COMMAND_SUMMARIES.report)
    .addOption(countryOption())
    .option(
      '--reform <file>',
      "reform policy JSON (default: the country's example reform); give it more than once to compare several reforms against the one baseline",
      (value: string, previous: string[] = []) => [...previous, value],
    )
    .option(
      '--sweep <path=lo:hi:step>',
      'one reform per value of a parameter (from January of the year on), all compared against the one baseline, e.g. gov.irs.credits.ctc.amount.base[0].amount=2000:4000:500',
    )
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
    .option(
      '--out <dir>',
      'also write every table as CSV, one XLSX workbook and an offline HTML page with the charts, each stamped with the digest and versions (several reforms: one folder each)',
    )
    .option(
      '--dataset <path>',
      'your own microdata instead of the synthetic dataset, with its weights: a PolicyEngine-style HDF5 file or a directory of per-entity CSV or Parquet files (as fiscus saves datasets); computed without the baseline cache',
    )
    .option(
      '--years <first-last>',
      'a budget window, e.g. 2026-2027: one report per year (each equal to --year Y alone, its baseline cached), one table of cost per year and the total',
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
  // A user's dataset is named after its files' digest, so each file is its own dataset.
  const userDataset =
    options.dataset === undefined
      ? undefined
      : {
          name: `file-${fileDigest(options.dataset).slice(0, 16)}`,
          path: resolve(options.dataset),
        };
  const config: CountryRuntimeConfig = {
    storeRoot,
    datasetDirectory: join(home, 'datasets'),
    ...(options.households === undefined ? {} : { households: options.households }),
    ...(userDataset === undefined
      ? {}
      : { datasetFiles: { [userDataset.name]: userDataset.path } }),
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
  let variants: ReformVariant[];
  try {
    variants = [
      ...(await Promise.all(
        (options.reform ?? []).map(async (f) => fileVariant(f, await readPolicyFile(f))),
      )),
      ...(options.sweep === undefined ? [] : sweepReforms(options.sweep, year)),
    ];
  } catch (error) {
    if (!(error instanceof SweepOptionError)) throw error;
    process.stderr.write(`error [${error.code}] --sweep: ${error.message}\n`);
    return 2;
  }
  const request: ReportRequestInput = {
    country: pack.id,
    year,
    region,
    dataset: userDataset?.name ?? pack.dataset.name,
    baselinePolicy:
      options.baseline === undefined
        ? 'current-law'
        : await readPolicyFile(options.baseline, 'baseline file'),
    reformPolicy: variants[0]?.policy ?? pack.exampleReform.policy,
    delivery:
      options.compareWith === undefined
        ? { mode: options.delivery }
        : { mode: options.delivery, compareWith: options.compareWith },
    // Segments split the national population; a state or region group is one call already.
    options: { segmented: options.segmented && region === pack.id },
    reportId,
    correlationId: newCorrelationId(),
  };
  // Every reform after the first is its own report against the same baseline.
  const requests = variants.slice(1).map((v): ReportRequestInput => ({
    ...request,
    reformPolicy: v.policy,
    reportId: `report-${randomUUID()}`,
    correlationId: newCorrelationId(),
  }));
  requests.unshift(request);
  // Each reform's row is named after it, or each year's after the year in a budget window.
  const labels = variants.map((v) => v.label);
  if (options.years !== undefined) {
    const window = /^(\d{4})-(\d{4})$/.exec(options.years);
    const [first, last] = [Number(window?.[1]), Number(window?.[2])];
    if (!window || last < first || variants.length > 1) {
      process.stderr.write(
        `error [invalid_years] --years: ${variants.length > 1 ? 'a budget window takes one reform' : `expected FIRST-LAST such as 2026-2027; got ${JSON.stringify(options.years)}`}\n`,
      );
      return 2;
    }
    requests.length = 0;
    labels.length = 0;
    for (let y = first; y <= last; y += 1) {
      requests.push({
        ...request,
        year: y,
        reportId: `report-${randomUUID()}`,
        correlationId: newCorrelationId(),
      });
      labels.push(String(y));
    }
  }
  if (variants.length === 0 && options.json !== true)
    process.stderr.write(
      `No --reform given: running the example reform ${pack.exampleReform.file} (${pack.exampleReform.summary}).\n`,
    );
  // With the cache (the default) workers read the precomputed current-law baseline when it holds
  // every planned column, and compute and store it otherwise; the dataset is a stored artifact.
  const countries = await loadCountries({ [pack.id]: pack });
  const cacheConfig = { country: pack.id, ...config };
  // The baseline cache holds the default dataset's baselines only.
  const cached =
    options.cache === false || userDataset !== undefined
      ? undefined
      : createCountryCacheRuntime(countries, cacheConfig);
  const plain = cached === undefined ? createCountryRuntime(countries, config) : undefined;
  const runtime = cached?.worker ?? plain!;
  const tasksModule = cached === undefined ? COUNTRY_TASKS_MODULE : COUNTRY_CACHE_TASKS_MODULE;
  // A request that cannot run, and a queue that does not answer, are named now, before the
  // dataset is built (the coordinator checks the request again when it starts).
  try {
    for (const r of requests) checkReportRequest(r, countries, { hasRecords: true });
  } catch (error) {
    if (!(error instanceof ExecutorError)) throw error;
    printExecutorError(error);
    return 1;
  }
  if (options.queue !== undefined) await probeQueue(options.queue);
  const began = performance.now();
  process.stderr.write('Loading the dataset (the first run builds and saves it)…\n');
  for (const y of new Set(requests.map((r) => r.year))) {
    const datasetRequest = {
      country: pack.id,
      name: request.dataset ?? pack.dataset.name,
      year: y,
    };
    if (plain) await plain.datasets.ensure(datasetRequest);
    else await runtime.datasets.load(datasetRequest);
  }
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
      requests.length *
      (request.options?.segmented === true ? 2 * runtime.regions.segmentCount(pack.id) : 2);
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
    /** Coordinates one request, waiting out an identical one running elsewhere; a number is the exit status. */
    const coordinateOne = async (req: ReportRequestInput): Promise<CoordinatedReport | number> => {
      for (;;) {
        const outcome = await coordinateReport(req, {
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
        if (outcome.kind !== 'duplicate' || records === undefined) return outcome;
        const existing = outcome.existing;
        if (existing.status === 'succeeded') return outcome;
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
        if (awaited.kind === 'finished' && awaited.report.status === 'succeeded')
          return { kind: 'duplicate', reason: outcome.reason, existing: awaited.report };
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
    };
    let outcome: CoordinatedReport | undefined;
    const rows: ComparisonRow[] = [];
    const executed: unknown[] = [];
    try {
      for (const [i, req] of requests.entries()) {
        const one = await coordinateOne(req);
        if (typeof one === 'number') return one;
        outcome = one;
        if (requests.length === 1) break;
        const result =
          one.kind === 'duplicate'
            ? await recordedResult(one.existing, records!, runtime.store, one.reason)
            : executedResult(one.result, one.aggregateArtifact);
        if (result.macroOutput === undefined || result.reportAggregateSha256 === undefined) {
          if (showBar) bar.stop();
          process.stderr.write(
            `\nReport ${result.reportId} (${labels[i]!}) has no result (${result.status}).\n`,
          );
          return 1;
        }
        executed.push({ label: labels[i]!, year: req.year, policy: req.reformPolicy, ...result });
        if (options.out !== undefined)
          await writeExports(
            join(options.out, `${i + 1}-${labels[i]!.replace(/[^\w.=-]+/g, '_')}`),
            {
              ...result,
              macroOutput: result.macroOutput,
              reportAggregateSha256: result.reportAggregateSha256,
            },
          );
        rows.push({
          label: labels[i]!,
          reportId: result.reportId,
          digest: result.reportAggregateSha256,
          macroOutput: result.macroOutput,
        });
      }
    } finally {
      process.off('SIGINT', onSigint);
    }
    if (showBar) {
      bar.update(total);
      bar.stop();
    }
    if (requests.length > 1) {
      if (options.json === true) {
        process.stdout.write(
          `${JSON.stringify({ baselinePolicy: request.baselinePolicy, reports: executed }, null, 2)}\n`,
        );
        return 0;
      }
      const seconds = ((performance.now() - began) / 1000).toFixed(1);
      process.stdout.write(
        options.years === undefined
          ? `\n${rows.length} reforms against one baseline (${region}, ${year}) in ${seconds} s\n\n${formatComparison(rows)}\n`
          : `\nBudget window ${options.years} (${region}) in ${seconds} s\n\n${formatComparison(rows)}\n\nTotal budgetary impact over ${rows.length} years: ${formatWindowTotal(rows)}\n`,
      );
      return 0;
    }
    // requests holds at least the one request, so one report was coordinated.
    if (outcome === undefined) throw new Error('no report was coordinated');
    if (outcome.kind === 'duplicate') {
      const recorded = await recordedResult(
        outcome.existing,
        records!,
        runtime.store,
        outcome.reason,
      );
      if (
        options.out !== undefined &&
        recorded.macroOutput !== undefined &&
        recorded.reportAggregateSha256 !== undefined
      )
        await writeExports(options.out, {
          reportId: recorded.reportId,
          macroOutput: recorded.macroOutput,
          reportAggregateSha256: recorded.reportAggregateSha256,
        });
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
    if (options.out !== undefined) await writeExports(options.out, result);
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

/** Writes a report's exports and says where (on standard error, so --json stays one document). */
async function writeExports(dir: string, stamp: ReportStamp): Promise<void> {
  const files = await writeReportExports(dir, stamp);
  process.stderr.write(`Exports: ${files.length} files in ${dir}\n`);
}

/** SHA-256 of a file, or of a directory's files (names and bytes, in name order). */
function fileDigest(path: string): string {
  const hash = createHash('sha256');
  const add = (file: string, name: string): void => {
    hash.update(`${name}\u0000`);
    hash.update(readFileSync(file));
  };
  if (statSync(path).isDirectory())
    for (const name of readdirSync(path).sort()) add(join(path, name), name);
  else add(path, basename(path));
  return hash.digest('hex');
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
