/**
 * Timeouts of report execution, in whole seconds, in one dependency-free module (DESIGN.md §8).
 * Dispatch backends, workers and the coordinator read them from here; a test checks the rule
 * that ties them together.
 *
 * Sizing. A national US report runs in seconds on a 2-core machine (DESIGN.md §15); the Python
 * platform this mirrors took 288 s on a cloud and allowed 3,900 s. We allow minutes, not hours:
 * enough for a slow or loaded machine, a cold start that builds the dataset, a baseline cache miss
 * that recomputes it, and a worker that the distributed backend restarts once after pre-emption —
 * while a hung worker still fails the report within a quarter of an hour.
 *
 * The rule: the wait window equals the longest worker timeout (the coordinator never gives up on a
 * worker that may still succeed); a segment's timeout is below its worker's (the worker must
 * outlive its segments to merge them, or to cancel and report them); and the coordinator's own
 * timeout covers the window, then finishing, then the reference comparison, plus a margin for
 * cancelling and recording after the window closes.
 */

/** Longest a simulation worker may run, per country. The US run is segmented and larger. */
export const WORKER_TIMEOUT_SECONDS = {
  us: 900,
  uk: 600,
} as const satisfies Readonly<Record<string, number>>;

/** A country with a worker timeout. */
export type TimeoutCountry = keyof typeof WORKER_TIMEOUT_SECONDS;

/**
 * Longest one segment call may run. One segment is about a twentieth of the national run; the
 * 300 s left of the US worker's budget cover starting the fan-out, the merge and the artifact write.
 */
export const SEGMENT_TIMEOUT_SECONDS = 600;

/** The coordinator's shared wait window for both workers: the longest worker timeout. */
export const WAIT_WINDOW_SECONDS = Math.max(...Object.values(WORKER_TIMEOUT_SECONDS));

/** After both workers succeed: read and verify both artifacts, aggregate, write the aggregate, record. */
export const FINISHING_BUDGET_SECONDS = 120;

/** Waiting for and reading the reference report, then comparing it section by section. */
export const REFERENCE_COMPARISON_BUDGET_SECONDS = 60;

/** Cancelling unfinished workers and recording their failures after the window closes. */
export const COORDINATOR_MARGIN_SECONDS = 60;

/** The coordinator's own timeout, derived: window + finishing + reference comparison + margin. */
export const COORDINATOR_TIMEOUT_SECONDS =
  WAIT_WINDOW_SECONDS +
  FINISHING_BUDGET_SECONDS +
  REFERENCE_COMPARISON_BUDGET_SECONDS +
  COORDINATOR_MARGIN_SECONDS;

/** The worker timeout of a country, in seconds. */
export function workerTimeoutSeconds(country: TimeoutCountry): number {
  return WORKER_TIMEOUT_SECONDS[country];
}
