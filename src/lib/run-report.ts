import { randomUUID } from 'node:crypto';
import type { Policy, ReportExecutionResult } from '../contract/index.js';

/** Options of {@link runReport}. */
export interface RunReportOptions {
  /** The reform (`{ reform: { path: { period: value } } }`). */
  readonly reform: Policy;
  /** The baseline (default current law). */
  readonly baseline?: Policy;
  /** Simulation year (default 2026). */
  readonly year?: number;
  /** `us`, a state code (`ca`) or a region group (`group-01`); default `us`. */
  readonly region?: string;
  /** Households of the synthetic dataset (default 60,000). */
  readonly households?: number;
  /** Directory of the artifact store; the built dataset is kept under it too. */
  readonly storeRoot: string;
  /** Worker threads (default: all cores). */
  readonly threads?: number;
}

/**
 * Runs a reform report on the bundled synthetic US dataset on local worker threads, with `return`
 * delivery (no records database), and resolves with the execution result: report id, MacroOutput,
 * its digest `reportAggregateSha256`, provenance and the simulations' artifact descriptors.
 * A failed report rejects with `ReportExecutionError` (`failure.code`), an invalid request with
 * `ExecutorError` (`code`, `issues`). The executor is loaded only when this runs.
 */
export async function runReport(options: RunReportOptions): Promise<ReportExecutionResult> {
  const executor = await import('../executor/index.js');
  const dispatch = await import('../dispatch/index.js');
  const telemetry = await import('../telemetry/index.js');
  const logger = telemetry.createLogger({ level: 'silent', destination: process.stderr });
  const sink = telemetry.logSink(logger);
  const config = {
    storeRoot: options.storeRoot,
    datasetDirectory: `${options.storeRoot}/datasets`,
    ...(options.households === undefined ? {} : { households: options.households }),
  };
  const year = options.year ?? 2026;
  const region = options.region ?? 'us';
  const runtime = executor.createDefaultRuntime(config);
  await runtime.datasets.ensure({ country: 'us', name: 'default', year });
  const dispatcher = dispatch.createLocalDispatcher({
    tasksModule: executor.EXECUTOR_TASKS_MODULE,
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
        country: 'us',
        year,
        region,
        dataset: 'default',
        baselinePolicy: options.baseline ?? 'current-law',
        reformPolicy: options.reform,
        delivery: { mode: 'return' },
        options: { segmented: region === 'us' },
        reportId: `report-${randomUUID()}`,
        correlationId: telemetry.newCorrelationId(),
      },
      {
        store: runtime.store,
        launcher,
        models: runtime.models,
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
