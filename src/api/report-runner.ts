import type { ReportRequestInput } from '../contract/index.js';
import type { Records } from '../db/index.js';
import type { Dispatcher } from '../dispatch/index.js';
import {
  coordinateReport,
  createSimulationLauncher,
  isSegmentable,
  type CountryServices,
  type WorkerRuntime,
} from '../executor/index.js';
import type { FailureReporter, Logger, Tracer } from '../telemetry/index.js';
import type { ReportRunner } from './report-service.js';

/** What {@link createReportRunner} wires together; all made by the caller. */
export interface ReportRunnerOptions<C> {
  readonly dispatcher: Dispatcher;
  /** The runtime configuration every task payload carries. */
  readonly config: C;
  /** The runtime the coordinator (and a segmented simulation's merging worker) runs with. */
  readonly runtime: WorkerRuntime;
  /** The countries the coordinator serves: models, regions, macro profiles. */
  readonly countries: CountryServices;
  readonly records: Records;
  readonly logger: Logger;
  readonly tracer: Tracer;
  readonly failures: FailureReporter;
  /** The coordinator's wait window, ms. */
  readonly waitWindowMs: number;
  /** Each segment call's timeout, ms. */
  readonly segmentTimeoutMs?: number;
  /** Poll delays of call observation (default: the coordinator's and the fan-out's). */
  readonly observeIntervalsMs?: readonly number[];
}

/**
 * The report runner of the API over the coordinator: one launcher per report, so each report's
 * finished segment calls (or whole simulation calls, unsegmented) are told to that report alone.
 */
export function createReportRunner<C>(options: ReportRunnerOptions<C>): ReportRunner {
  const segmented = (request: ReportRequestInput): boolean =>
    request.options?.segmented !== false &&
    isSegmentable(options.runtime, request.country, request.region);
  return {
    callsOf(request) {
      return segmented(request) ? 2 * options.runtime.regions.segmentCount(request.country) : 2;
    },
    async run(request, { signal, onProgress }) {
      const isSegmented = segmented(request);
      const launcher = createSimulationLauncher({
        dispatcher: options.dispatcher,
        config: options.config,
        runtime: options.runtime,
        ...(options.segmentTimeoutMs === undefined
          ? {}
          : { segmentTimeoutMs: options.segmentTimeoutMs }),
        ...(options.observeIntervalsMs === undefined
          ? {}
          : { intervalsMs: options.observeIntervalsMs }),
        onProgress: (event) => {
          if (event.state === 'succeeded') onProgress();
        },
        onSegmentFailure: (failure) =>
          options.failures.report(failure, { stage: 'segment', reportId: request.reportId }),
      });
      const outcome = await coordinateReport(request, {
        store: options.runtime.store,
        launcher,
        countries: options.countries,
        records: options.records,
        logger: options.logger,
        tracer: options.tracer,
        failures: options.failures,
        waitWindowMs: options.waitWindowMs,
        signal,
        ...(options.observeIntervalsMs === undefined
          ? {}
          : { observeIntervalsMs: options.observeIntervalsMs }),
      });
      // An unsegmented report's two calls are told here: they have no segment events.
      if (!isSegmented) {
        onProgress();
        onProgress();
      }
      return outcome;
    },
  };
}
