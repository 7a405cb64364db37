import type { CoordinatedReport, CoordinatorDeps } from './coordinator-deps.js';
import { ReportRun } from './report-run.js';

export type { CoordinatedReport, CoordinatorDeps } from './coordinator-deps.js';
export { ReportCancelledError, simulationFailureCode } from './report-failure.js';

/**
 * Coordinates one report (DESIGN.md §1, §8): checks the request (every problem at once, before
 * anything runs), plans the output, claims the report (`database` delivery; a repeat is a
 * `duplicate`), starts baseline and reform, observes both inside one wait window that opened at
 * entry, reads and checks both artifacts, aggregates, and delivers — records and an aggregate
 * artifact (`database`, with an optional comparison against a reference report), or the result
 * alone (`return`, no records at all).
 *
 * On a worker's failure, the window closing, or its own failure after starting a worker, it
 * reports the failure to telemetry once, cancels every unfinished worker once (a segmented one
 * stops its segments), records them failed with `simulation_cancelled` and the reason, keeps a
 * finished sibling's outcome, records the report failed, and throws `ReportExecutionError` — its
 * failure keeps the typed issues of the step that failed and, where a layer gave it its own code,
 * the code it wraps as its cause. Errors while recording or cancelling are logged and never
 * replace the failure. If its own signal fires, it cancels its unfinished workers and throws
 * {@link ReportCancelledError}, recording nothing.
 */
export async function coordinateReport(
  raw: unknown,
  deps: CoordinatorDeps,
): Promise<CoordinatedReport> {
  const run = new ReportRun(raw, deps);
  const duplicate = await run.claim();
  if (duplicate !== undefined) return duplicate;
  try {
    await run.startSimulations();
    const [baseline, reform] = await run.awaitSimulations();
    return await run.deliver(baseline, reform);
  } catch (error) {
    return await run.failFrom(error);
  } finally {
    run.close();
  }
}
