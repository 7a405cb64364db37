import { randomUUID } from 'node:crypto';
import type { Policy, ReportExecutionResult } from '../contract/index.js';

/** Options of {@link runReport}. */
export interface RunReportOptions {
  /** The reform (`{ reform: { path: { period: value } } }`). */
  readonly reform: Policy;
  /** The country (default: the first served). */
  readonly country?: string;
  /** The baseline (default current law). */
  readonly baseline?: Policy;
  /** Simulation year (default: the country's current year). */
  readonly year?: number;
  /** The country id (national, the default), a region code (`ca`) or a region group (`group-01`). */
  readonly region?: string;
  /** Households of the synthetic dataset (default: the country's). */
  readonly households?: number;
  /** Directory of the artifact store; the built dataset is kept under it too. */
  readonly storeRoot: string;
  /** Worker threads (default: all cores). */
  readonly threads?: number;
}

/**
 * Runs a reform report on a country's bundled synthetic dataset on local worker threads, with
 * `return` delivery (no records database), and resolves with the execution result: report id,
 * MacroOutput, its digest `reportAggregateSha256`, provenance and the simulations' artifact
 * descriptors. A failed report rejects with `ReportExecutionError` (`failure.code`), an invalid
 * request with `ExecutorError` (`code`, `issues`). The executor is loaded only when this runs.
 */
export async function runReport(options: RunReportOptions): Promise<ReportExecutionResult> {
  const countries = await import('../countries/index.js');
  const executor = await import('../executor/index.js');
  const dispatch = await import('../dispatch/index.js');
  const telemetry = await import('../telemetry/index.js');
  const pack = countries.countryPack(options.country ?? countries.DEFAULT_COUNTRY);
  const logger = telemetry.createLogger({ level: 'silent', destination: process.stderr });
  const sink = telemetry.logSink(logger);
  const config = {
    storeRoot: options.storeRoot,
    datasetDirectory: `${options.storeRoot}/datasets`,
    ...(options.households === undefined ? {} : { households: options.households }),
  };
  const year = options.year ?? pack.defaultYear;
  const region = options.region ?? pack.id;
  const loaded = await countries.loadCountries({ [pack.id]: pack });
  const runtime = countries.createCountryRuntime(loaded, config);
  await runtime.datasets.ensure({ country: pack.id, name: pack.dataset.name, year });
  const dispatcher = dispatch.createLocalDispatcher({
    tasksModule: countries.COUNTRY_TASKS_MODULE,
    ...(options.threads === undefined ? {} : { threads: options.threads }),
  });
  try {
    const launcher = executor.createSimulationLauncher({
      dispatcher,
      config,
      runtime,
      segmentTimeoutMs: executor.SEGMENT_TIMEOUT_SECONDS * 1000,
    });
    const outcome = await executor.coordinateReport(
      {
        country: pack.id,
        year,
        region,
        dataset: pack.dataset.name,
        baselinePolicy: options.baseline ?? 'current-law',
        reformPolicy: options.reform,
        delivery: { mode: 'return' },
        reportId: `report-${randomUUID()}`,
        correlationId: telemetry.newCorrelationId(),
      },
      {
        store: runtime.store,
        launcher,
        countries: loaded,
        logger,
        tracer: telemetry.createTracer({ sink }),
        failures: telemetry.createFailureReporter({ logger, sink }),
        waitWindowMs: executor.WAIT_WINDOW_SECONDS * 1000,
      },
    );
    if (outcome.kind !== 'completed')
      throw new Error(`report ${outcome.existing.id} was already run`); // return delivery records nothing
    return outcome.result;
  } finally {
    await dispatcher.close();
  }
}
